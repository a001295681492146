# syntax=docker/dockerfile:1
# The release controller: field telemetry counts, the canary judge and release sync. Generated from the feature registry by scripts/deploy/render-dockerfiles.ts
# (npm run render:dockerfiles): edit the generator, not this file. `npm run images:build` stages the
# build context and builds it (docs/deploy.md, "Images"); by hand, from the staged folder:
#   podman build --format docker -f deploy/docker/releases.Dockerfile -t alive/releases:<version> <staging>/releases

FROM localhost/alive/node:20.20.2-bookworm
WORKDIR /app
ENV NODE_ENV=production BIND_ADDRESS=0.0.0.0 REMOTE_RELEASES_DIR=/app/releases
# The bundled entry, and the production-only install of the packages it leaves outside (scripts/images/stage-image.ts).
COPY --chown=0:0 app/ /app/

USER 1000:1000
EXPOSE 4200
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 CMD ["node", "-e", "fetch('http://127.0.0.1:4200/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "services/releases/src/main.mjs"]
