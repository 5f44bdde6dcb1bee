extension Array {
    /// Stores `element` at the index last freed (taken from `free`), or at
    /// the end when none is free, and returns that index: the slot arrays
    /// of the table, the stack and the naive pile reuse what they free.
    ///
    /// - Complexity: O(1) amortised.
    mutating func store(_ element: consuming Element, reusing free: inout [Int32]) -> Int {
        guard let index = free.popLast() else {
            append(element)
            return count - 1
        }
        self[Int(index)] = element
        return Int(index)
    }
}
