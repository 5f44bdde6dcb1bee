import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Replacing a file so that readers see the old contents or the new, never
/// a mix: a temporary file in the same folder, flushed, then renamed over the
/// target, then the folder flushed so the rename itself is durable. A folder
/// that does not exist yet is made first.
enum AtomicFile {
    struct SystemCallError: Error, CustomStringConvertible {
        var call: String
        var code: Int32
        var description: String { "\(call) failed: \(AtomicFile.reason(code))" }
    }

    /// Writes every byte of `bytes` to `descriptor`, again after a signal
    /// and on from where a short write stopped: the history's file and the
    /// trace's both write this way.
    ///
    /// - Throws: the `write` call's error.
    /// - Complexity: O(*n*) for *n* bytes (a short write, rare, moves the
    ///   rest to the front).
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32) throws(SystemCallError) {
        // An array passes to `write` as its bytes.
        var rest = bytes
        while !rest.isEmpty {
            let written = write(descriptor, rest, rest.count)
            if written < 0 {
                if errno == EINTR { continue }
                throw SystemCallError(call: "write", code: errno)
            }
            if written == rest.count { return }
            rest.removeFirst(written)
        }
    }

    /// The C library's reason for `code`, in lower case to go on after a colon.
    static func reason(_ code: Int32) -> String {
        let text = String(cString: strerror(code))
        return (text.first?.lowercased() ?? "") + text.dropFirst()
    }

    /// The folder of a first save, or of a history's lock, did not exist
    /// and could not be made.
    struct FolderError: Error, CustomStringConvertible {
        /// The folder that was wanted.
        var folder: String
        /// The folder on the way that could not be made (`folder` itself, or one above it).
        var failed: String
        /// The `errno` of the `mkdir(2)` that failed.
        var code: Int32
        var description: String {
            "the folder \(folder) does not exist and cannot be made"
                + (failed == folder ? "" : " (at \(failed))") + ": " + AtomicFile.reason(code)
        }
    }

    /// Makes `folder` and every folder on the way to it that is missing, as
    /// `mkdir -p` does: for the first save into an app's Application
    /// Support folder on a fresh install, a history's lock beside it, a
    /// trace in a Caches subfolder. Folders that exist are left as they are.
    ///
    /// - Throws: ``FolderError`` naming the folder that could not be made
    ///   and the system's reason (a read-only parent, a file in the way).
    /// - Complexity: one `mkdir(2)` per component of the path.
    static func makeFolder(_ folder: String) throws(FolderError) {
        var path = folder.hasPrefix("/") ? "/" : ""
        for component in folder.split(separator: "/") {
            path += (path.isEmpty || path == "/" ? "" : "/") + component
            guard mkdir(path, 0o755) != 0 else { continue }
            let code = errno
            // What is there already must be a folder: a file in the way is named, as `mkdir -p` does.
            var status = stat()
            guard code == EEXIST, stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
                throw FolderError(folder: folder, failed: path, code: code == EEXIST ? ENOTDIR : code)
            }
        }
    }

    /// The name of a temporary file of `url` written by the process `pid`:
    /// hidden, beside it, unique per write.
    static func temporaryName(of url: URL, pid: Int32, unique: UInt32) -> String {
        temporaryPrefix(of: url) + "\(pid)-\(unique)"
    }

    /// What every temporary file of `url` is named with, before its process
    /// id.
    private static func temporaryPrefix(of url: URL) -> String { "." + url.lastPathComponent + ".tmp-" }

    /// Removes the temporary files of `url` that processes no longer
    /// running left behind (a kill between creating one and renaming it
    /// over `url`). A temporary file of a running process is left alone: it
    /// may be a write in progress. Best effort: what cannot be listed or
    /// removed stays.
    ///
    /// - Complexity: O(*f*) in the files of the folder.
    static func removeLeftovers(of url: URL) {
        let folder = url.deletingLastPathComponent()
        let prefix = temporaryPrefix(of: url)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
        for name in names where name.hasPrefix(prefix) {
            let rest = name.dropFirst(prefix.count)
            guard let dash = rest.firstIndex(of: "-"), let pid = Int32(rest[..<dash]), pid > 0,
                UInt32(rest[rest.index(after: dash)...]) != nil, !isRunning(pid)
            else { continue }
            unlink(folder.appendingPathComponent(name).path)
        }
    }

    /// Whether a process `pid` exists (one of another user's counts).
    private static func isRunning(_ pid: Int32) -> Bool {
        kill(pid, 0) == 0 || errno != ESRCH
    }

    /// The file a chain of symbolic links from `url` leads to (`url` itself
    /// when it is not a link), so that a save replaces the target, not the
    /// link. Stops after 32 links.
    ///
    /// - Complexity: O(*l*) for *l* links followed.
    static func target(of url: URL) -> URL {
        var current = url
        for _ in 0..<32 {
            guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: current.path) else {
                break
            }
            current =
                destination.hasPrefix("/")
                ? URL(fileURLWithPath: destination)
                : current.deletingLastPathComponent().appendingPathComponent(destination)
        }
        return current
    }

    /// Replaces the file at `url` with `data`. The new file keeps the old
    /// one's permissions, and its owner and group where the process may set
    /// them; a new file gets 0644 less the umask.
    ///
    /// - Complexity: O(*n*) in the size of `data`, plus two `fsync`s.
    static func replace(_ url: URL, with data: Data) throws {
        let folder = url.deletingLastPathComponent().path
        var old = stat()
        let hasOld = stat(url.path, &old) == 0 && (old.st_mode & S_IFMT) == S_IFREG
        let temporary = folder + "/" + temporaryName(of: url, pid: getpid(), unique: UInt32.random(in: 0...UInt32.max))
        var fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        if fd < 0, errno == ENOENT {
            // The first save into a folder that does not exist yet (an app's
            // Application Support folder on a fresh install): make it.
            try makeFolder(folder)
            fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        }
        guard fd >= 0 else { throw SystemCallError(call: "open", code: errno) }
        var closed = false
        defer {
            if !closed { close(fd) }
        }
        do {
            if hasOld {
                // Best effort: only root may give a file away.
                if old.st_uid != geteuid() || old.st_gid != getegid() { _ = fchown(fd, old.st_uid, old.st_gid) }
                guard fchmod(fd, old.st_mode & 0o7777) == 0 else { throw SystemCallError(call: "fchmod", code: errno) }
            }
            try writeAll([UInt8](data), to: fd)
            guard fsync(fd) == 0 else { throw SystemCallError(call: "fsync", code: errno) }
            closed = true
            guard close(fd) == 0 else { throw SystemCallError(call: "close", code: errno) }
            guard rename(temporary, url.path) == 0 else { throw SystemCallError(call: "rename", code: errno) }
        } catch {
            unlink(temporary)
            throw error
        }
        let folderFD = open(folder, O_RDONLY | O_CLOEXEC)
        if folderFD >= 0 {
            _ = fsync(folderFD)
            close(folderFD)
        }
    }
}
