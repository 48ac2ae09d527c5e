# Tessera — every target runs scripts/bootstrap first, which installs only what is missing.
SWIFT ?= swift
OUT ?= out/demo
# Sanitised pkg-config files written by scripts/bootstrap (see there).
export PKG_CONFIG_PATH := $(CURDIR)/.build/pkgconfig:$(PKG_CONFIG_PATH)

PREFIX ?= /usr/local
DESTDIR ?=

.PHONY: bootstrap demo run test bench tsan install package icons clean

bootstrap:
	@scripts/bootstrap

demo: bootstrap
	$(SWIFT) build --product tessera-demo
	.build/debug/tessera-demo --out $(OUT)

# Opens the journal in a window when $DISPLAY or $WAYLAND_DISPLAY names a display (F2 toggles dark
# mode); otherwise says so and renders headless to $(OUT), as `make demo` does.
run: bootstrap
	$(SWIFT) build --product tessera-demo
	.build/debug/tessera-demo --window --out $(OUT)

test: bootstrap
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

# The store's concurrency tests under the thread sanitizer, with the long stress variant switched on.
# A separate scratch path keeps the sanitized build from replacing the normal one.
tsan: bootstrap
	TESSERA_STORE_STRESS=1 $(SWIFT) test --scratch-path .build/tsan --sanitize=thread --filter TesseraStoreTests

# Installs the journal like a desktop app under $(DESTDIR)$(PREFIX): the program, a launcher,
# its .desktop entry, AppStream metainfo and icons (see scripts/install-app). The Swift runtime is
# linked in, so the result runs without a toolchain.
install: bootstrap
	$(SWIFT) build -c release --static-swift-stdlib --product tessera-demo
	scripts/install-app .build/release $(PREFIX) $(DESTDIR)

# The same as a Debian package: out/tessera-journal.deb (see scripts/package-deb).
package: bootstrap
	$(SWIFT) build -c release --static-swift-stdlib --product tessera-demo
	scripts/package-deb .build/release out/tessera-journal.deb

# Draws the app icon again into packaging/icons (SVG and PNG sizes); a test checks they match.
icons: bootstrap
	$(SWIFT) build --product tessera-demo
	.build/debug/tessera-demo --write-icons packaging/icons

bench: bootstrap
	$(SWIFT) build -c release --product tessera-bench
	.build/release/tessera-bench

clean:
	rm -rf .build out
