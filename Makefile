# Tessera — every target runs scripts/bootstrap first, which installs only what is missing.
SWIFT ?= swift
OUT ?= out/demo
# Sanitised pkg-config files written by scripts/bootstrap (see there).
export PKG_CONFIG_PATH := $(CURDIR)/.build/pkgconfig:$(PKG_CONFIG_PATH)
# Plain `make` builds what `make install` installs, so `make && sudo make install` works as elsewhere.
.DEFAULT_GOAL := release

.PHONY: bootstrap demo run run-reading-list test bench tsan fuzz docs release install uninstall package icons format lint clean

bootstrap:
	@scripts/bootstrap

# The journal's scripted session, then the UIKit example (plain iOS code) driven the same way.
demo: bootstrap
	$(SWIFT) build --product tessera-demo
	$(SWIFT) build --product reading-list
	.build/debug/tessera-demo --out $(OUT)
	.build/debug/reading-list --out $(OUT)/reading-list

# Opens the journal in a window when $DISPLAY or $WAYLAND_DISPLAY names a display (F2 toggles dark
# mode); otherwise says so and renders headless to $(OUT), as `make demo` does.
run: bootstrap
	$(SWIFT) build --product tessera-demo
	.build/debug/tessera-demo --window --out $(OUT)

# The UIKit example in a window (headless tour to $(OUT)/reading-list without a display).
run-reading-list: bootstrap
	$(SWIFT) build --product reading-list
	.build/debug/reading-list --window --out $(OUT)/reading-list

test: bootstrap
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build --skip JournalDetailSoakTests
	# The soak tests measure the process's live heap: each alone, in a process of its own (the window
	# host's runs only with TESSERA_SOAK_HEAP=1).
	TESSERA_SOAK_HEAP=1 $(SWIFT) test --skip-build --filter JournalDetailSoakTests
	TESSERA_SOAK_HEAP=1 $(SWIFT) test --skip-build --filter WindowHostScrollSoakTests
	TESSERA_SOAK_HEAP=1 $(SWIFT) test --skip-build --filter ButtonMenuSoakTests

# The store's concurrency tests under the thread sanitizer, with the long stress variant switched on.
# A separate scratch path keeps the sanitized build from replacing the normal one.
tsan: bootstrap
	TESSERA_STORE_STRESS=1 $(SWIFT) test --scratch-path .build/tsan --sanitize=thread --filter TesseraStoreTests

# Installs the journal like a desktop app under $(DESTDIR)$(PREFIX): the program, a launcher,
# its .desktop entry, AppStream metainfo and icons (see scripts/install-app). The Swift runtime is
# linked in, so the result runs without a toolchain. PREFIX (an absolute path, /usr/local by default)
# is where the app will run from; DESTDIR (empty by default) is a staging root prepended to it, as
# GNU makefiles do: `make install DESTDIR=/tmp/stage` puts the files in /tmp/stage/usr/local/…, and
# they refer to /usr/local. The destinations are checked before the release build.
# `sudo make install` never compiles as root: scripts/release-build builds nothing when the release
# build is up to date, and otherwise runs `make release` as the user who ran sudo.
PREFIX ?= /usr/local
DESTDIR ?=
install:
	@case "$(PREFIX)" in /*) ;; *) echo "make install: PREFIX must be an absolute path, not '$(PREFIX)'" >&2; \
		exit 2 ;; esac
	scripts/install-app --check .build/release "$(PREFIX)" "$(DESTDIR)"
	SWIFT="$(SWIFT)" scripts/release-build
	scripts/install-app .build/release "$(PREFIX)" "$(DESTDIR)"

# The release build that `make install` and `make package` use: the journal with the Swift runtime
# linked in, so it runs without a toolchain.
# It then touches a stamp beside it, so scripts/release-build can tell this build from a plain
# `swift build -c release` (which links the runtime dynamically) that came after it.
release: bootstrap
	$(SWIFT) build -c release --static-swift-stdlib --product tessera-demo
	touch .build/release/tessera-demo.release-stamp

# Removes what `make install` installed with the same PREFIX and DESTDIR (from the install-manifest
# it wrote; see scripts/uninstall-app). Files it did not install stay.
uninstall:
	@case "$(PREFIX)" in /*) ;; *) echo "make uninstall: PREFIX must be an absolute path, not '$(PREFIX)'" >&2; \
		exit 2 ;; esac
	scripts/uninstall-app "$(PREFIX)" "$(DESTDIR)"

# The same as a Debian package: out/tessera-journal.deb (see scripts/package-deb).
package: release
	scripts/package-deb .build/release out/tessera-journal.deb

# Draws the app icon again into packaging/icons (SVG and PNG sizes); a test checks they match.
icons: bootstrap
	$(SWIFT) build --product tessera-demo
	.build/debug/tessera-demo --write-icons packaging/icons

# libFuzzer targets for every parser of outside data (Fuzz/), each run for FUZZ_SECONDS on its seed
# corpus; findings and new inputs go to out/fuzz/. `make fuzz FUZZ_SECONDS=600` is the long run.
FUZZ_SECONDS ?= 60
fuzz: bootstrap
	scripts/fuzz --seconds $(FUZZ_SECONDS)

# The compiled-Kiwi baseline: our harness built against the Kiwi sources that scripts/bootstrap
# unpacks (skipped, with a note, when they could not be fetched).
KIWI_SOURCE := .build/kiwi-source
CXX ?= g++

bench: bootstrap
	$(SWIFT) build -c release --product tessera-bench
	@if [ -f $(KIWI_SOURCE)/kiwi/kiwi.h ]; then \
		$(CXX) -O2 -DNDEBUG -std=c++17 -I$(KIWI_SOURCE) Benchmarks/kiwi/kiwi_bench.cpp -o .build/kiwi-bench; \
	else \
		rm -f .build/kiwi-bench; echo "bench: no Kiwi C++ sources in $(KIWI_SOURCE); no solver-cpp lines"; \
	fi
	.build/release/tessera-bench

# The DocC catalogs (Sources/<Module>/<Module>.docc) as a static site in out/docs/, with the toolchain's docc.
docs: bootstrap
	scripts/build-docs

# One formatter for the whole tree: the toolchain's swift-format with the repository's .swift-format.
FORMATTED := Sources Tests Benchmarks Fuzz/Sources Fuzz/Package.swift Package.swift
format:
	$(SWIFT) format format --in-place --recursive --parallel --configuration .swift-format $(FORMATTED)

lint:
	$(SWIFT) format lint --strict --recursive --parallel --configuration .swift-format $(FORMATTED)

clean:
	rm -rf .build out
