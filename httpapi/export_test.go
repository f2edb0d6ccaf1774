package httpapi

// Routes are the patterns of the shop's route table, in the order routes registers them.
func (s *Server) Routes() []string { return s.routes().patterns }
