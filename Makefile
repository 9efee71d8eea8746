# The operating interface of docs/operating-interface.md. `make test` is what CI runs (.ci/run).
SHELL := /usr/bin/env bash
.DEFAULT_GOAL := help

# Node 24 LTS for every target: the machine's own when new enough, else the official binary
# from the npm registry in .tools/node (infra/node/ensure-node.sh, decision 108).
NODE_BIN := $(shell bash infra/node/ensure-node.sh)
ifeq ($(NODE_BIN),)
$(error No Node $(shell cat .nvmrc) is available: see the message above)
endif
export PATH := $(NODE_BIN):$(PATH)

COMPOSE := $(shell if docker compose version >/dev/null 2>&1; then echo "docker compose"; else echo docker-compose; fi)

.PHONY: help install dev test fuzz build chromium clamav poppler screenshots up down

help:
	@echo "make dev      run web + server + worker with reload (embedded services when none are configured)"
	@echo "make test     typecheck, lint, unit, integration, build and end-to-end suites"
	@echo "make fuzz     the deep run before a release: 20,000 hostile inputs per procedure, six early-input tries per screen"
	@echo "make build    npm run build (web, server, worker)"
	@echo "make up/down  the whole stack in Docker Compose"
	@echo "make install  npm ci (only when package.json or the lockfile changed)"
	@echo "make chromium make sure the browser suite has a Chromium"
	@echo "make clamav   make sure the upload-scanning tests have clamd (Debian's clamav-daemon)"
	@echo "make poppler  make sure the letter tests have pdftotext (Debian's poppler-utils)"
	@echo "make screenshots  refresh docs/screenshots from a fresh build"

# npm ci installs exactly the committed lockfile and never rewrites it, so a clone stays clean;
# npm's own cache keeps the downloads (decision 121). node_modules/.package-lock.json comes with
# every install, so it dates the last one.
install: node_modules/.package-lock.json i18n/generated/messages.js web/generated/arabic-font/arabic-font.css

node_modules/.package-lock.json: package.json package-lock.json
	npm ci --no-audit --no-fund
	@touch $@

# The compiled catalogues (decision 116); npm run i18n fails when English and Arabic differ.
i18n/generated/messages.js: node_modules/.package-lock.json i18n/compile.ts i18n/catalogue-parity.ts $(wildcard i18n/messages/*/*.json)
	npm run i18n

# The Arabic pages' web font, cut down to the characters they use (decision 117).
web/generated/arabic-font/arabic-font.css: node_modules/.package-lock.json web/scripts/arabic-font.ts
	npm run font

chromium:
	@bash infra/test/ensure-chromium.sh

clamav:
	@bash infra/test/ensure-clamav.sh

poppler:
	@bash infra/test/ensure-poppler.sh

dev: install
	npm run dev

# The gate's share of the deep checks (decision 147): 400 hostile inputs per public procedure
# and two early-input tries per screen; this runs 20,000 and six.
FUZZ_RUNS ?= 20000
fuzz: install chromium build
	@source infra/test/detect-services.sh && FUZZ_RUNS=$(FUZZ_RUNS) npx vitest run --project integration tests/integration/hostile-input
	@source infra/test/detect-services.sh && E2E_EARLY_INPUT_TRIES=6 npx playwright test tests/e2e/staff/early-input.spec.ts

build: install
	npm run build

test: install chromium clamav poppler
	@bash infra/test/run-all.sh

screenshots: install chromium build
	SCREENSHOT_DIR=docs/screenshots npx playwright test tests/e2e/public/screenshots.spec.ts

up:
	@bash infra/compose/ensure-keys.sh
	$(COMPOSE) up -d --build

down:
	$(COMPOSE) down
