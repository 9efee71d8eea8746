# The operating interface of docs/operating-interface.md. `make test` is what CI runs (.ci/run).
SHELL := /usr/bin/env bash
.DEFAULT_GOAL := help

COMPOSE := $(shell if docker compose version >/dev/null 2>&1; then echo "docker compose"; else echo docker-compose; fi)

.PHONY: help install dev test build chromium up down

help:
	@echo "make dev      run web + server + worker with reload (embedded services when none are configured)"
	@echo "make test     typecheck, lint, unit, integration, build and end-to-end suites"
	@echo "make build    npm run build (web, server, worker)"
	@echo "make up/down  the whole stack in Docker Compose"
	@echo "make install  npm install (only when package.json or the lockfile changed)"
	@echo "make chromium make sure the browser suite has a Chromium"

# npm ci fails on these machines (other platforms' optional binaries: docs/stack-notes.md); npm
# writes node_modules/.package-lock.json on every install, so it dates the last one.
install: node_modules/.package-lock.json

node_modules/.package-lock.json: package.json package-lock.json
	npm install --no-audit --no-fund
	@touch $@

chromium:
	@bash infra/test/ensure-chromium.sh

dev: install
	npm run dev

build: install
	npm run build

test: install chromium
	@bash infra/test/run-all.sh

up:
	@bash infra/compose/ensure-totp-key.sh
	$(COMPOSE) up -d --build

down:
	$(COMPOSE) down
