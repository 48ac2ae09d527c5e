// Swift Testing declares a cross-import overlay for `UIKit` (`_Testing_UIKit`, which adds attachments of
// UIKit images on Apple's platforms). The Linux toolchain ships the declaration but not the module, so a
// test file importing both `Testing` and a module named `UIKit` fails with "no such module
// '_Testing_UIKit'". This empty module is that overlay; the `UIKit` product carries it.
