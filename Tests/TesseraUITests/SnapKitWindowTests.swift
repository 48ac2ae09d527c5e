import Foundation
import TesseraGraphics
import TesseraLayout
import Testing

@testable import TesseraUI

@MainActor
@Suite struct SnapKitWindowTests {
    @Test func directionalEdgesAndInsetsFollowTheLayoutDirection() {
        for direction in [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft] {
            let window = UIWindow(device: .iPhoneSE, traits: UITraitCollection(layoutDirection: direction))
            let screen = UIView()
            window.rootView = screen
            let box = UIView()
            screen.addSubview(box)
            box.layout.makeConstraints { make in
                make.directionalHorizontalEdges.equalToSuperview().inset(
                    NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 30))
                make.top.equalToSuperview()
                make.height.equalTo(10)
            }
            window.layoutIfNeeded()
            let expected = direction == .leftToRight ? CGFloat(10) : 30
            #expect(box.frame == CGRect(x: expected, y: 0, width: 335, height: 10), "\(direction)")
        }
    }

    @Test func guidesAndAnchorsAreTargetsToo() {
        let box = UIView()
        let window = UIWindow(device: .iPhone15)
        let screen = UIView()
        window.rootView = screen
        screen.addSubview(box)
        box.layout.makeConstraints { make in
            make.top.equalTo(screen.safeAreaLayoutGuide)
            make.bottom.equalToSuperview { $0.safeAreaLayoutGuide }
            make.leading.equalTo(screen.leadingAnchor).offset(4)
            make.width.equalTo(screen.safeAreaLayoutGuide.layout.width).dividedBy(2)
        }
        window.layoutIfNeeded()
        #expect(box.frame.origin == CGPoint(x: 4, y: 59) && box.frame.height == 759)
        #expect(abs(box.frame.width - 196.5) <= 1.0 / 3)  // snapped to the 1/3-point grid of a 3× screen
    }
}
