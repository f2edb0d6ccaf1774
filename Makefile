# Toolshop: `make run` builds everything and starts the shop; `make test` runs every test.

GO ?= go
NPM ?= npm

.PHONY: build run test go-test web-test web clean

build: web
	$(GO) build -o bin/toolshop ./cmd/toolshop

web: web/node_modules
	cd web && $(NPM) run build

web/node_modules: web/package.json web/package-lock.json
	cd web && $(NPM) ci --no-audit --no-fund
	touch web/node_modules

run: build
	bin/toolshop

test: build go-test web-test

go-test:
	$(GO) vet ./...
	$(GO) test -count=1 ./...

web-test: web/node_modules
	cd web && $(NPM) test

clean:
	rm -rf bin web/dist/assets web/dist/index.html
