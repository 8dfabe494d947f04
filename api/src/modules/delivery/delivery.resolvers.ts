import type { Resolvers } from '../../generated/graphql.js';

export const deliveryResolvers: Resolvers = {
  Query: {
    deliveryCoverage: (_root, { postalCode }, { services }) => services.coverage.coverage(postalCode),
    deliveryWindows: (_root, { postalCode }, { services }) => services.windows.windowsFor(postalCode),
    adminDeliveryZones: async (_root, _args, { services, authToken }) => {
      const access = await services.auth.requireAdmin(authToken);
      if (!access.ok) return { status: false, message: access.message, zones: [] };
      return services.deliveryAdmin.zones();
    },
    deliveryDays: async (_root, _args, { services, authToken }) => {
      const access = await services.auth.requireAdmin(authToken);
      if (!access.ok) return { status: false, message: access.message, days: [] };
      return services.deliveries.days();
    },
    deliveryRouteSheet: async (_root, { windowId }, { services, authToken }) => {
      const access = await services.auth.requireAdmin(authToken);
      if (!access.ok) return { status: false, message: access.message, sheet: null };
      return services.deliveries.routeSheet(windowId);
    },
    unscheduledOrders: async (_root, _args, { services, authToken }) => {
      const access = await services.auth.requireAdmin(authToken);
      if (!access.ok) return { status: false, message: access.message, orders: [] };
      return services.deliveries.unscheduled();
    },
  },
  Mutation: {
    saveDeliveryWindowTemplate: async (_root, { input }, { services, authToken }) => {
      const access = await services.auth.requireAdmin(authToken);
      if (!access.ok) return { status: false, message: access.message, template: null };
      return services.deliveryAdmin.saveTemplate(input);
    },
    saveDeliveryDayException: async (_root, { input }, { services, authToken }) => {
      const access = await services.auth.requireAdmin(authToken);
      if (!access.ok) return { status: false, message: access.message, exception: null };
      return services.deliveryAdmin.saveException(input);
    },
    removeDeliveryDayException: async (_root, { zoneId, date }, { services, authToken }) => {
      const access = await services.auth.requireAdmin(authToken);
      if (!access.ok) return { status: false, message: access.message, exception: null };
      return services.deliveryAdmin.removeException(zoneId, date);
    },
    saveDeliveryZone: async (_root, { input }, { services, authToken }) => {
      const access = await services.auth.requireAdmin(authToken);
      if (!access.ok) return { status: false, message: access.message, field: null, zone: null };
      return services.zoneSettings.save(input);
    },
    createDeliveryZone: async (_root, { input }, { services, authToken }) => {
      const access = await services.auth.requireAdmin(authToken);
      if (!access.ok) return { status: false, message: access.message, field: null, zone: null };
      return services.zoneSettings.create(input);
    },
    setDeliveryZoneActive: async (_root, { id, active }, { services, authToken }) => {
      const access = await services.auth.requireAdmin(authToken);
      if (!access.ok) return { status: false, message: access.message, field: null, zone: null };
      return services.zoneSettings.setActive(id, active);
    },
    moveOrderWindow: async (_root, { orderId, windowId }, { services, authToken }) => {
      const access = await services.auth.requireAdmin(authToken);
      if (!access.ok) return { status: false, message: access.message, order: null };
      return services.moveOrderWindow.move(orderId, windowId);
    },
  },
};
