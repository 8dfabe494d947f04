import type { Resolvers } from '../../generated/graphql.js';
import type { Services } from '../../services.js';

/**
 * After a zone's settings, template or special days changed: announced like any other commit, so
 * the response cache forgets `deliveryGuide` (the FAQ's and the Info page's answers) and the
 * dashboard's "Entregas de hoy" is read again.
 */
function settingsChanged<Answer extends { status: boolean }>(services: Services, answer: Answer): Answer {
  if (answer.status) services.events.dashboardChanged();
  return answer;
}

export const deliveryResolvers: Resolvers = {
  Query: {
    deliveryCoverage: (_root, { postalCode }, { services }) => services.coverage.coverage(postalCode),
    deliveryWindows: (_root, { postalCode }, { services }) => services.windows.windowsFor(postalCode),
    deliveryGuide: (_root, _args, { services }) => services.deliveryGuide.guide(),
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
    orderDeliveryWindows: async (_root, { orderId }, { services, authToken }) => {
      const access = await services.auth.requireAdmin(authToken);
      if (!access.ok) return { status: false, message: access.message, zone: null, windows: [], noWindowMessage: null };
      return services.moveOrderWindow.windowsOf(orderId);
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
      return settingsChanged(services, await services.deliveryAdmin.saveTemplate(input));
    },
    saveDeliveryDayException: async (_root, { input }, { services, authToken }) => {
      const access = await services.auth.requireAdmin(authToken);
      if (!access.ok) return { status: false, message: access.message, exception: null };
      return settingsChanged(services, await services.deliveryAdmin.saveException(input));
    },
    removeDeliveryDayException: async (_root, { zoneId, date }, { services, authToken }) => {
      const access = await services.auth.requireAdmin(authToken);
      if (!access.ok) return { status: false, message: access.message, exception: null };
      return settingsChanged(services, await services.deliveryAdmin.removeException(zoneId, date));
    },
    saveDeliveryZone: async (_root, { input }, { services, authToken }) => {
      const access = await services.auth.requireAdmin(authToken);
      if (!access.ok) return { status: false, message: access.message, field: null, zone: null };
      return settingsChanged(services, await services.zoneSettings.save(input));
    },
    createDeliveryZone: async (_root, { input }, { services, authToken }) => {
      const access = await services.auth.requireAdmin(authToken);
      if (!access.ok) return { status: false, message: access.message, field: null, zone: null };
      return settingsChanged(services, await services.zoneSettings.create(input));
    },
    setDeliveryZoneActive: async (_root, { id, active }, { services, authToken }) => {
      const access = await services.auth.requireAdmin(authToken);
      if (!access.ok) return { status: false, message: access.message, field: null, zone: null };
      return settingsChanged(services, await services.zoneSettings.setActive(id, active));
    },
    moveOrderWindow: async (_root, { orderId, windowId }, { services, authToken }) => {
      const access = await services.auth.requireAdmin(authToken);
      if (!access.ok) return { status: false, message: access.message, order: null };
      return services.moveOrderWindow.move(orderId, windowId);
    },
  },
};
