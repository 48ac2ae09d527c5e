import Foundation
import Synchronization
import TesseraGraphics
import Testing

@Suite struct TraitCollectionTests {
    @Test func anEmptyCollectionSpecifiesNothing() {
        let traits = UITraitCollection()
        #expect(traits.userInterfaceStyle == .unspecified)
        #expect(traits.preferredContentSizeCategory == .unspecified)
        #expect(traits.displayScale == 0)
        #expect(traits.layoutDirection == .unspecified)
        #expect(traits.horizontalSizeClass == .unspecified)
        #expect(traits.verticalSizeClass == .unspecified)
        #expect(traits.userInterfaceIdiom == .unspecified)
    }

    @Test func aSingleTraitInitialiserSpecifiesOnlyThatTrait() {
        #expect(
            UITraitCollection(userInterfaceStyle: .dark)
                == UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceStyle: .dark)]))
        #expect(UITraitCollection(userInterfaceStyle: .dark).displayScale == 0)
        #expect(UITraitCollection(displayScale: 2).userInterfaceStyle == .unspecified)
        #expect(UITraitCollection(horizontalSizeClass: .compact).verticalSizeClass == .unspecified)
    }

    @Test func laterCollectionsOverrideOnlyWhatTheySpecify() {
        let device = UITraitCollection(
            displayScale: 3, layoutDirection: .leftToRight, horizontalSizeClass: .compact, verticalSizeClass: .regular,
            userInterfaceIdiom: .phone)
        let combined = UITraitCollection(traitsFrom: [
            device, UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(layoutDirection: .rightToLeft),
        ])
        #expect(combined.userInterfaceStyle == .dark)
        #expect(combined.displayScale == 3)
        #expect(combined.layoutDirection == .rightToLeft)
        #expect(combined.horizontalSizeClass == .compact)
        #expect(combined.userInterfaceIdiom == .phone)
        #expect(combined.preferredContentSizeCategory == .unspecified)
        #expect(UITraitCollection(traitsFrom: []) == UITraitCollection())
        #expect(UITraitCollection(traitsFrom: [device, UITraitCollection()]) == device)
    }

    @Test func containsTraitsComparesOnlyTheTraitsTheOtherSpecifies() {
        let traits = UITraitCollection(traitsFrom: [.default, UITraitCollection(userInterfaceStyle: .dark)])
        #expect(traits.containsTraits(in: UITraitCollection(userInterfaceStyle: .dark)))
        #expect(!traits.containsTraits(in: UITraitCollection(userInterfaceStyle: .light)))
        #expect(traits.containsTraits(in: UITraitCollection(displayScale: 1)))
        #expect(traits.containsTraits(in: nil))
        #expect(traits.containsTraits(in: UITraitCollection()))
    }

    @Test func colourAppearanceDiffersOnlyWithTheInterfaceStyle() {
        let light = UITraitCollection(userInterfaceStyle: .light)
        #expect(light.hasDifferentColorAppearance(comparedTo: UITraitCollection(userInterfaceStyle: .dark)))
        #expect(
            !light.hasDifferentColorAppearance(
                comparedTo: UITraitCollection(traitsFrom: [light, UITraitCollection(displayScale: 2)])))
        #expect(light.hasDifferentColorAppearance(comparedTo: nil))
        #expect(!UITraitCollection().hasDifferentColorAppearance(comparedTo: nil))
    }

    @Test func rawValuesAreUIKits() {
        #expect(UIUserInterfaceStyle.dark.rawValue == 2)
        #expect(UIUserInterfaceSizeClass.regular.rawValue == 2)
        #expect(UIUserInterfaceIdiom.mac.rawValue == 5)
        #expect(UIUserInterfaceIdiom.unspecified.rawValue == -1)
        #expect(UITraitEnvironmentLayoutDirection.unspecified.rawValue == -1)
        #expect(UIUserInterfaceLayoutDirection.rightToLeft.rawValue == 1)
        #expect(UIContentSizeCategory.large.rawValue == "UICTContentSizeCategoryL")
        #expect(
            UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")
                == .accessibilityExtraExtraExtraLarge)
    }

    @Test func unspecifiedContentSizeSortsBelowEverySizeAndReadsAsLarge() {
        #expect(UIContentSizeCategory.allCases.count == 12)
        #expect(!UIContentSizeCategory.allCases.contains(.unspecified))
        #expect(UIContentSizeCategory.allCases.allSatisfy { UIContentSizeCategory.unspecified < $0 })
        #expect(UIFont.TextStyle.body.pointSize(for: .unspecified) == 17)
        #expect(!UIContentSizeCategory.unspecified.isAccessibilityCategory)
    }

    @Test func anUnspecifiedLayoutDirectionReadsLeftToRight() {
        #expect(UITraitEnvironmentLayoutDirection.unspecified.userInterfaceLayoutDirection == .leftToRight)
        #expect(UITraitEnvironmentLayoutDirection.rightToLeft.userInterfaceLayoutDirection == .rightToLeft)
    }

    @Test func displayScaleMustNotBeNegative() async {
        await #expect(processExitsWith: .failure) {
            _ = UITraitCollection(displayScale: -1)
        }
    }
}

@Suite struct CurrentTraitCollectionTests {
    @Test func withoutAnyCurrentCollectionTheApplicationsTraitsApply() async {
        // A fresh task runs on a thread that has set nothing (or that restored what it set).
        let current = await Task.detached { UITraitCollection.current }.value
        #expect(current == UITraitCollection.application)
        #expect(current.displayScale == 3 && current.userInterfaceIdiom == .phone)
    }

    @Test func performAsCurrentSetsTheCollectionForTheBlockOnly() {
        let before = UITraitCollection.current
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        var seen: UITraitCollection?
        dark.performAsCurrent { seen = UITraitCollection.current }
        #expect(seen == dark)
        #expect(UITraitCollection.current == before)
    }

    @Test func performAsCurrentNestsAndRestoresAfterAnError() {
        struct Failure: Error {}
        let outer = UITraitCollection(displayScale: 2)
        let inner = UITraitCollection(displayScale: 3)
        var seen: [CGFloat] = []
        outer.performAsCurrent {
            #expect(throws: Failure.self) {
                try inner.performAsCurrent {
                    seen.append(UITraitCollection.current.displayScale)
                    throw Failure()
                }
            }
            seen.append(UITraitCollection.current.displayScale)
        }
        #expect(seen == [3, 2])
    }

    @Test func settingCurrentAffectsOnlyTheCallingThread() {
        final class Seen: Sendable { let category = Mutex<UIContentSizeCategory?>(nil) }
        let previous = UITraitCollection.current
        defer { UITraitCollection.current = previous }
        UITraitCollection.current = UITraitCollection(preferredContentSizeCategory: .extraLarge)
        #expect(UITraitCollection.current.preferredContentSizeCategory == .extraLarge)
        let seen = Seen()
        let done = DispatchSemaphore(value: 0)
        Thread {
            seen.category.withLock { $0 = UITraitCollection.current.preferredContentSizeCategory }
            done.signal()
        }.start()
        done.wait()
        #expect(seen.category.withLock { $0 } == .large)
    }
}
