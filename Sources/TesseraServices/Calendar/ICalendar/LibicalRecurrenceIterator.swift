import CLibical

/// One libical recurrence iterator (`icalrecur_iterator`), freed when the value goes away.
struct LibicalRecurrenceIterator: ~Copyable {
    private let iterator: OpaquePointer

    /// An iterator over `rule` from `start`, or `nil` when libical refuses to iterate (a start it
    /// finds out of range, a combination of parts it does not implement, no match before the year
    /// 20000 for monthly and yearly rules).
    init?(rule: icalrecurrencetype, start: icaltimetype) {
        guard let iterator = icalrecur_iterator_new(rule, start) else { return nil }
        self.iterator = iterator
    }

    deinit {
        icalrecur_iterator_free(iterator)
    }

    /// Moves the iterator to the first occurrence at or after `start` (rules without `COUNT` only).
    /// - Returns: `false` when libical refuses.
    func jump(to start: icaltimetype) -> Bool {
        icalrecur_iterator_set_start(iterator, start) != 0
    }

    /// The next occurrence, or `nil` after the last one (`COUNT` reached, past `UNTIL`, or past
    /// libical's last year).
    func next() -> icaltimetype? {
        let time = icalrecur_iterator_next(iterator)
        return icaltime_is_null_time(time) == 0 ? time : nil
    }
}
