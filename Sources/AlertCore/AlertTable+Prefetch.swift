internal import CPrefetch

extension AlertTable {
    /// Asks the processor to start fetching the record in `slot`, which
    /// will be read soon: the queue's next alert, in a queue too long for
    /// the cache. A hint; it changes no result.
    ///
    /// - Complexity: O(1)
    @inline(__always)
    func prefetchRecord(_ slot: Int32) {
        records.withUnsafeBufferPointer { records in
            guard let base = records.baseAddress, Int(slot) < records.count else { return }
            alert_prefetch(base + Int(slot))
        }
    }

    /// Asks the processor to start fetching the id of the alert in `slot`,
    /// whose record is in cache (see ``prefetchRecord(_:)``).
    ///
    /// - Complexity: O(1)
    @inline(__always)
    func prefetchID(_ slot: Int32) { records[Int(slot)].definition.prefetchID() }

    /// Asks the processor to start fetching the index bucket where a probe
    /// for the alert in `slot` starts: the visible alert on top, which the
    /// next close takes out of the table.
    ///
    /// - Complexity: O(1)
    @inline(__always)
    func prefetchBucket(of slot: Int32) {
        let hash = records[Int(slot)].hash
        buckets.withUnsafeBufferPointer { buckets in
            guard let base = buckets.baseAddress, !buckets.isEmpty else { return }
            alert_prefetch(base + homeBucket(of: hash))
        }
    }
}
