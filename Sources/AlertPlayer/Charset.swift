/// What the terminal can display, decided once from the locale.
public enum Charset: Hashable, Sendable {
    /// A UTF-8 locale: box drawing, CJK, emoji.
    case unicode
    /// Anything else: printable ASCII only.
    case ascii
}
