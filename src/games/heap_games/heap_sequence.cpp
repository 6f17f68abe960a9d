#include "games/heap_games/heap_sequence.hpp"

#include <fmt/core.h>

#include "games/heap_games/periodicity.hpp"
#include "games/heap_games/sequence.hpp"

namespace cgcheck::heap_games {
namespace {

class HeapSequence final : public GrundySequence {
 public:
  explicit HeapSequence(HeapRules r) : rules_(r), engine_(std::move(r)) {}
  std::string id() const override { return rules_.id(); }
  void extend_to(std::uint64_t last, const std::function<void(std::uint64_t)>& on_progress) override {
    engine_.extend_to(last, on_progress);
  }
  std::uint32_t operator[](std::uint64_t n) const override { return engine_.values()[n]; }
  std::uint64_t values_needed(std::uint64_t e, std::uint64_t p) const override {
    return heap_games::values_needed(rules_, e, p);
  }
  std::uint64_t window_end(std::uint64_t e, std::uint64_t p) const override {
    return heap_games::window_end(rules_, e, p);
  }
  std::string theorem_name() const override { return heap_games::theorem_name(rules_); }
  PeriodCheck check_period(std::uint64_t e, std::uint64_t p) const override {
    return heap_games::check_period(rules_, engine_.values(), e, p);
  }
  std::string how() const override {
    const EngineStats& s = engine_.stats();
    return fmt::format("rare-value engine: mask {}, {} rare heaps, {} heaps needed every option; values up to {}",
                       s.mask, s.rare_heaps, s.full_scans, engine_.values().max_value());
  }

 private:
  HeapRules rules_;
  SequenceEngine engine_;
};

}  // namespace

std::unique_ptr<GrundySequence> heap_sequence(const HeapRules& rules) { return std::make_unique<HeapSequence>(rules); }

}  // namespace cgcheck::heap_games
