# The local stack's mail catcher: MailDev, a real SMTP server (port 1025) with a web view (1080), so
# the product sends its e-mails over SMTP exactly as in production, and people read them in a browser.
FROM node:20-bookworm-slim
LABEL casino-portal.stack=local
RUN npm install --global maildev@3.0.0 && npm cache clean --force
USER node
EXPOSE 1025 1080
CMD ["maildev", "--smtp", "1025", "--web", "1080", "--ip", "0.0.0.0"]
