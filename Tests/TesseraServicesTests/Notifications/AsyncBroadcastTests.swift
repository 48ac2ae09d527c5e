import Testing

@testable import TesseraServices

@Suite struct AsyncBroadcastTests {
    @Test func everySubscriberGetsEveryValueInOrder() async {
        let broadcast = AsyncBroadcast<Int>()
        let first = broadcast.makeStream()
        let second = broadcast.makeStream()
        broadcast.send(1)
        broadcast.send(2)
        broadcast.finish()
        var firstValues: [Int] = []
        for await value in first { firstValues.append(value) }
        var secondValues: [Int] = []
        for await value in second { secondValues.append(value) }
        #expect(firstValues == [1, 2])
        #expect(secondValues == [1, 2])
    }

    @Test func subscriberThatStopsListeningIsRemoved() async {
        let broadcast = AsyncBroadcast<Int>()
        do {
            let stream = broadcast.makeStream()
            _ = broadcast.makeStream()  // dropped at once: terminated, removed
            #expect(broadcast.subscriberCount == 1)
            broadcast.send(7)
            for await value in stream {
                #expect(value == 7)
                break
            }
        }
        #expect(broadcast.subscriberCount == 0)
    }

    @Test func valuesSentBeforeSubscribingAreNotReplayed() async {
        let broadcast = AsyncBroadcast<String>()
        broadcast.send("early")
        let stream = broadcast.makeStream()
        broadcast.send("late")
        broadcast.finish()
        var values: [String] = []
        for await value in stream { values.append(value) }
        #expect(values == ["late"])
    }
}
