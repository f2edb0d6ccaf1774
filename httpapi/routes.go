package httpapi

import "net/http"

// routeTable is a mux that keeps the patterns handed to it, so that a test can hold them
// against the API's document (openapi_test.go).
type routeTable struct {
	*http.ServeMux
	patterns []string
}

func (t *routeTable) Handle(pattern string, handler http.Handler) {
	t.patterns = append(t.patterns, pattern)
	t.ServeMux.Handle(pattern, handler)
}

// routes is the shop's one route table (docs/API.md; openapi.json describes its calls).
func (s *Server) routes() *routeTable {
	mux := &routeTable{ServeMux: http.NewServeMux()}

	// Identity.
	mux.Handle("POST /auth/signup", s.api(s.signup))
	mux.Handle("POST /auth/login", s.api(s.login))
	mux.Handle("PUT /user/{email}", s.api(s.exchangeToken))
	mux.Handle("GET /auth/me", s.api(s.me))
	mux.Handle("PATCH /auth/me", s.api(s.rename))
	mux.Handle("PUT /auth/password", s.api(s.changePassword))
	mux.Handle("POST /auth/logout", s.api(s.signOut))
	mux.Handle("GET /auth/sessions", s.api(s.listSessions))
	mux.Handle("DELETE /auth/sessions/{id}", s.api(s.endSession))
	mux.Handle("POST /auth/sessions/end-others", s.api(s.endOtherSessions))
	mux.Handle("POST /auth/password-reset", s.api(s.requestPasswordReset))
	mux.Handle("POST /auth/password-reset/confirm", s.api(s.confirmPasswordReset))
	mux.Handle("POST /auth/verify-email", s.api(s.verifyEmail))
	mux.Handle("POST /auth/verify-email/resend", s.api(s.resendVerification))
	mux.Handle("GET /auth/google/start", s.api(s.startGoogle))
	mux.Handle("GET /auth/google/callback", s.api(s.googleCallback))
	mux.Handle("GET /auth/google/popup.js", s.api(s.googlePopupScript))
	mux.Handle("POST /auth/first-admin", s.api(s.createFirstAdmin))
	mux.Handle("GET /admin/api-keys", s.api(s.listAPIKeys))
	mux.Handle("POST /admin/api-keys", s.api(s.createAPIKey))
	mux.Handle("DELETE /admin/api-keys/{id}", s.api(s.revokeAPIKey))

	// Catalogue and reviews.
	mux.Handle("GET /tools", s.api(s.listTools))
	mux.Handle("GET /tools/facets", s.api(s.listFacets))
	mux.Handle("GET /admin/search/filters", s.api(s.getSearchFilters))
	mux.Handle("PUT /admin/search/filters", s.api(s.putSearchFilters))
	mux.Handle("GET /tool/{id}", s.api(s.getTool))
	mux.Handle("POST /tools", s.api(s.createTool))
	mux.Handle("PATCH /tool/{id}", s.api(s.updateTool))
	mux.Handle("PATCH /tool/{id}/variants/{variantId}", s.api(s.updateVariant))
	mux.Handle("DELETE /tool/{id}", s.api(s.deleteTool))
	mux.Handle("GET /categories", s.api(s.listCategories))
	mux.Handle("POST /categories", s.api(s.createCategory))
	mux.Handle("PATCH /categories/{id}", s.api(s.updateCategory))
	mux.Handle("DELETE /categories/{id}", s.api(s.deleteCategory))
	mux.Handle("GET /brands", s.api(s.listBrands))
	mux.Handle("GET /admin/search/synonyms", s.api(s.getSynonyms))
	mux.Handle("PUT /admin/search/synonyms", s.api(s.putSynonyms))
	mux.Handle("GET /admin/tools.csv", s.api(s.exportTools))
	mux.Handle("POST "+importPath, s.api(s.importTools))
	mux.Handle("POST "+uploadPath, s.api(s.uploadPicture))
	mux.Handle("GET /ratings", s.api(s.listReviews))
	mux.Handle("GET /ratings/mine", s.api(s.getMyReview))
	mux.Handle("POST /ratings", s.api(s.createReview))
	mux.Handle("DELETE /ratings/{id}", s.api(s.deleteReview))
	mux.Handle("PUT /admin/ratings/{id}/hidden", s.api(s.hideReview))
	mux.Handle("GET /tool/{id}/reviews", s.api(s.listToolReviews))
	mux.Handle("POST /tool/{id}/reviews", s.api(s.createToolReview))
	mux.Handle("GET /tool/{id}/reviews/mine", s.api(s.getMyToolReview))
	mux.Handle("PUT /tool/{id}/reviews/mine", s.api(s.updateToolReview))
	mux.Handle("DELETE /tool/{id}/reviews/mine", s.api(s.deleteToolReview))
	mux.Handle("PUT /admin/reviews/{id}/hidden", s.api(s.hideToolReview))

	// Cart and checkout.
	mux.Handle("GET /cart", s.pageOrAPI(s.api(s.getCart)))
	mux.Handle("PUT /cart/{toolId}", s.api(s.setCartLine))
	mux.Handle("DELETE /cart", s.api(s.clearCart))
	mux.Handle("POST /cart/merge", s.api(s.mergeCart))
	mux.Handle("POST /cart/quote", s.api(s.quoteCart))
	mux.Handle("PUT /cart/code", s.api(s.setCartCode))
	mux.Handle("DELETE /cart/code", s.api(s.clearCartCode))
	mux.Handle("POST /checkout", s.api(s.checkout))
	mux.Handle("POST /checkout/quote", s.api(s.quoteCheckout))
	mux.Handle("GET /addresses", s.api(s.listAddresses))
	mux.Handle("POST /addresses", s.api(s.addAddress))
	mux.Handle("PUT /addresses/{id}", s.api(s.updateAddress))
	mux.Handle("DELETE /addresses/{id}", s.api(s.deleteAddress))
	mux.Handle("POST /guest/orders/resend", s.api(s.resendGuestLink))

	// What a customer pays: the shop's details, shipping, tax, codes and the deal.
	mux.Handle("GET /admin/shop", s.api(s.getShop))
	mux.Handle("PUT /admin/shop", s.api(s.putShop))
	mux.Handle("GET /shipping-methods", s.api(s.listShippingMethods))
	mux.Handle("GET /places", s.api(s.listPlaces))
	s.priceLists(mux) // GET, POST /admin/shipping-methods, /admin/tax-rates, /admin/discount-codes; PUT, DELETE …/{id}
	mux.Handle("GET /content", s.api(s.getContent))
	mux.Handle("GET /admin/content", s.api(s.getAdminContent))
	mux.Handle("PUT /admin/content", s.api(s.putContent))
	mux.Handle("GET /admin/pages", s.api(s.listPages))
	mux.Handle("GET /admin/pages/{slug}", s.api(s.getPage))
	mux.Handle("PUT /admin/pages/{slug}", s.api(s.putPage))
	mux.Handle("DELETE /admin/pages/{slug}", s.api(s.deletePage))
	mux.Handle("GET /deal", s.api(s.getDeal))
	mux.Handle("GET /admin/deal", s.api(s.adminDeal))
	mux.Handle("PUT /admin/deal", s.api(s.putDeal))

	// Orders.
	mux.Handle("POST /orders", s.api(s.placeOrder))
	mux.Handle("POST /orders/quote", s.api(s.quotePurchase))
	mux.Handle("GET /orders", s.api(s.listMyOrders))
	mux.Handle("GET /orders/unconfirmed", s.api(s.listUnconfirmedOrders))
	mux.Handle("GET /orders/{id}", s.api(s.getOrder))
	mux.Handle("POST /orders/{id}/confirm", s.api(s.confirmGuestOrder))
	mux.Handle("DELETE /orders/{id}", s.api(s.cancelOrder))
	mux.Handle("GET /allorders", s.api(s.listAllOrders))
	mux.Handle("PUT /orders/shipped/{id}", s.api(s.shipOrder))
	mux.Handle("PUT /orders/ready/{id}", s.api(s.readyOrder))
	mux.Handle("PUT /orders/picked-up/{id}", s.api(s.pickUpOrder))
	mux.Handle("DELETE /order/unpaid/{id}", s.api(s.deleteUnpaidOrder))
	mux.Handle("POST /orders/{id}/refund", s.api(s.refundOrder))
	mux.Handle("POST /orders/{id}/refund/quote", s.api(s.quoteRefund))
	mux.Handle("GET /admin/orders.csv", s.api(s.exportOrders))
	mux.Handle("GET /admin/documents.csv", s.api(s.exportDocuments))
	mux.Handle("GET /orders/{id}/invoice.pdf", s.api(s.getInvoice))
	mux.Handle("GET /orders/{id}/credit-notes/{file}", s.api(s.getCreditNote))

	// Payments.
	mux.Handle("POST /create-payment-intent", s.api(s.createPaymentIntent))
	mux.Handle("POST /payments/sandbox/confirm", s.api(s.confirmSandboxPayment))
	mux.Handle("PATCH /orders/{id}", s.api(s.payOrder))
	mux.Handle("POST /webhooks/stripe", s.api(s.stripeWebhook))

	// Webhooks: the shop's own, to the admins' endpoints.
	mux.Handle("GET /admin/webhooks", s.api(s.listWebhooks))
	mux.Handle("POST /admin/webhooks", s.api(s.createWebhook))
	mux.Handle("PUT /admin/webhooks/{id}", s.api(s.updateWebhook))
	mux.Handle("DELETE /admin/webhooks/{id}", s.api(s.deleteWebhook))
	mux.Handle("GET /admin/webhooks/{id}/deliveries", s.api(s.listWebhookDeliveries))
	mux.Handle("POST /admin/webhooks/{id}/test", s.api(s.testWebhook))
	mux.Handle("POST /admin/webhook-deliveries/{id}/resend", s.api(s.resendWebhook))

	// Users and profiles.
	mux.Handle("GET /admin/{email}", s.api(s.isAdmin))
	mux.Handle("GET /admin/stats", s.api(s.getStats))
	mux.Handle("PUT /admin/settings", s.api(s.updateSettings))
	mux.Handle("GET /user", s.api(s.listUsers))
	mux.Handle("PUT /user/admin/{email}", s.api(s.makeAdmin))
	mux.Handle("DELETE /user/admin/{email}", s.api(s.removeAdmin))
	mux.Handle("PUT /user/disabled/{email}", s.api(s.disableUser))
	mux.Handle("DELETE /user/disabled/{email}", s.api(s.enableUser))
	mux.Handle("GET /userprofile/{email}", s.api(s.getProfile))
	mux.Handle("PUT /userprofile/{email}", s.api(s.updateProfile))

	// Operations, images and the pages.
	mux.Handle("GET /healthz", s.api(s.healthz))
	mux.Handle("GET /readyz", s.api(s.readyz))
	mux.Handle("GET /metrics", s.Metrics.handler())
	mux.Handle("GET /config", s.api(s.config))
	mux.Handle("GET /openapi.json", s.api(serveOpenAPI))
	mux.Handle("GET /images/demo/", cacheFor(http.StripPrefix("/images/demo/", http.FileServerFS(s.DemoImages)), "public, max-age=86400"))
	mux.Handle("GET /images/u/{name}", s.api(s.servePicture))
	mux.Handle("GET /robots.txt", s.api(s.site.Robots))
	mux.Handle("GET /sitemap.xml", s.api(s.site.SitemapIndex))
	mux.Handle("GET /sitemaps/pages.xml", s.api(s.site.PagesSitemap))
	mux.Handle("GET /sitemaps/{file}", s.api(s.site.ToolsSitemap))
	mux.Handle("GET "+googleFeedPath, s.api(s.googleFeed))
	mux.Handle("GET /pages/{slug}", s.api(s.site.ShopPage))
	mux.Handle("GET /content/pages/{slug}", s.api(s.getPublishedPage))
	mux.Handle("GET /products/{id}", s.api(s.site.ToolPage))
	mux.Handle("GET /products/{id}/{slug}", s.api(s.site.ToolPage))
	mux.Handle("GET /categories/{slug}", s.api(s.site.CategoryPage))
	mux.Handle("GET /", s.api(s.site.App))
	return mux
}
