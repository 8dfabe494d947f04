/**
 * The first query of each framed page of `./pages`, sent by the host's boot with its first files
 * (webpack/federation/page-queries.cjs puts its text in the manifest). `variables` names the recipe
 * of shared's FIRST_QUERY_VARIABLES that gives the values the page sends.
 */
module.exports = {
  orders: { operation: 'myOrders', variables: 'shopperOrdersFirstPage' },
  orderDetail: { operation: 'myOrder', variables: 'shopperChosenOrder' },
};
