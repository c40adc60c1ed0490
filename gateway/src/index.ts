export { createGateway, type GatewayOptions } from './app.ts';
export { loadGatewayConfig, GatewayConfigError, type GatewayConfig } from './config.ts';
