# Toolshop: `make run` builds everything and starts the shop; `make test` runs every test.

GO ?= go
NPM ?= npm

.PHONY: build run test go-test web-test web-lint web e2e fuzz bench lighthouse clean

# The build's steps print their details only when they fail, or with V=1 (make run V=1).
BUILD_LOG = $(CURDIR)/bin/build.log
quietly = $(if $(filter 1,$(V)),$(1),mkdir -p bin && { $(1); } >$(BUILD_LOG) 2>&1 || { cat $(BUILD_LOG); exit 1; })

build: web
	$(GO) build -o bin/toolshop ./cmd/toolshop

web: web/node_modules
	@echo "building the pages (web/)"
	@$(call quietly,cd web && $(NPM) run build)

web/node_modules: web/package.json web/package-lock.json
	@echo "installing the pages' packages (web/node_modules)"
	@$(call quietly,cd web && $(NPM) ci --no-audit --no-fund)
	touch web/node_modules

run: build
	bin/toolshop

# test runs the Go checks and tests beside the pages' lint, which uses one core (tsc, ESLint and
# Redocly in turn) and has no timeouts to run out of; each one's output is printed whole when
# it ends. The pages' tests and the browser journeys follow, each alone: their waits for the
# page time out on a machine busy with more.
test: build e2e/node_modules
	@$(MAKE) --no-print-directory -j2 --output-sync=target go-test web-lint
	$(WEB_UNIT_TESTS)
	$(JOURNEYS)

# The Go tools the tests use, staticcheck and stripe-mock, are pinned in tools/go.mod and
# fetched by the build itself from the Go module proxy: nothing to install by hand.
TOOL = $(GO) tool -modfile=tools/go.mod

# go-test fails on any finding of go vet or staticcheck before it runs the Go tests, with
# stripe-mock on the PATH for the Stripe tests (go test's own vet, a subset of the checks go vet
# ran, is off). Without TEST_DATABASE_URL the PostgreSQL half is skipped, and says so.
go-test: bin/stripe-mock
	$(GO) vet ./...
	$(TOOL) staticcheck ./...
	@test -n "$$TEST_DATABASE_URL" || echo "SKIPPED: the tests on PostgreSQL. Run them with TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres?sslmode=disable make test"
	PATH="$(CURDIR)/bin:$$PATH" $(GO) test -count=1 -vet=off ./...

bin/stripe-mock: tools/go.mod tools/go.sum
	$(GO) build -modfile=tools/go.mod -o $@ github.com/stripe/stripe-mock

WEB_UNIT_TESTS = cd web && $(NPM) test

web-test: web-lint
	$(WEB_UNIT_TESTS)

web-lint: web/node_modules
	cd web && $(NPM) run lint

# e2e drives bin/toolshop in Debian's Chromium (/usr/bin/chromium); Playwright downloads no browser.
# Without Chromium it is skipped loudly, or fails when CI is set.
JOURNEYS = cd e2e && $(NPM) test

e2e: build e2e/node_modules
	$(JOURNEYS)

e2e/node_modules: e2e/package.json e2e/package-lock.json
	cd e2e && PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 $(NPM) ci --no-audit --no-fund
	touch e2e/node_modules

# fuzz runs every Go fuzz target for FUZZTIME each; go test fuzzes one target at a time.
# New inputs are minimised briefly, so short runs spend their time fuzzing.
# Go 1.26's fuzzing coordinator may fail a run that found nothing with "context deadline
# exceeded" as FUZZTIME ends (golang/go#75804, fixed in Go 1.27): such a run, which wrote no
# failing input, is reported and not counted as a failure.
FUZZTIME ?= 10s

fuzz:
	@set -e; out=$$(mktemp); trap 'rm -f $$out' EXIT; \
	for dir in $$($(GO) list -f '{{.Dir}}' ./...); do \
		for target in $$(sed -n 's/^func \(Fuzz[A-Za-z0-9_]*\)(.*/\1/p' $$dir/*_test.go 2>/dev/null); do \
			echo "fuzz $$target in $$dir for $(FUZZTIME)"; \
			if ! $(GO) test -run '^$$' -fuzz "^$$target\$$" -fuzztime $(FUZZTIME) -fuzzminimizetime 1s $$dir >$$out 2>&1; then \
				cat $$out; \
				if grep -q 'Failing input written' $$out || ! grep -q '^    context deadline exceeded$$' $$out; then exit 1; fi; \
				echo "$$target: no failing input; Go's fuzzing deadline race (golang/go#75804), not a failure"; \
			else cat $$out; fi; \
		done; \
	done

# bench loads bin/toolshop beside a bare net/http baseline on loopback, then measures its CPU
# per checkout and payment, beside commit $(BASE)'s when BASE is set (docs/PERFORMANCE.md).
bench: build
	bench/run.sh
	bench/checkout.sh

# lighthouse scores the home page in Chromium's mobile emulation (docs/PERFORMANCE.md).
lighthouse: build
	bench/lighthouse.sh

clean:
	rm -rf bin web/dist/assets web/dist/index.html
