// Recounts order_counts (every customer's and dealer's orders per status) from the orders table and user_counts
// (the users of each kind) from the users, on the database
// the server is configured for (DATABASE_URL, or the embedded database under DATA_DIR). The counts are kept by a
// trigger; this is for repair after a manual change that bypassed it (a restored dump, a disabled trigger).
//   npm run repair:order-counts -w server
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { recountOrders } from '../src/modules/orders/order-counts';

async function main() {
  const database = await openDatabase(loadConfig().database);
  try {
    await recountOrders(database.db);
    console.log('order counts recounted from the orders, user counts from the users');
  } finally {
    await database.close();
  }
}

void main();
