#pragma once
// Runs a deeply recursive computation on a thread of its own with a large stack, waits for it and
// hands back its result or rethrows its exception. For engines whose recursion depth is bounded by
// the input's size (e.g. the birthday of a game) but exceeds the 8 MiB of an ordinary thread: the
// stack is only reserved address space, pages are committed as the recursion touches them.
#include <pthread.h>

#include <cstring>
#include <exception>
#include <optional>
#include <stdexcept>
#include <string>
#include <type_traits>

namespace cgcheck {

template <class F>
std::invoke_result_t<F&> on_large_stack(std::size_t stack_bytes, F&& f) {
  using R = std::invoke_result_t<F&>;
  struct Job {
    std::remove_reference_t<F>* f;
    std::optional<R> result;
    std::exception_ptr error;
  } job{&f, std::nullopt, nullptr};
  pthread_attr_t attr;
  pthread_attr_init(&attr);
  pthread_attr_setstacksize(&attr, stack_bytes);
  pthread_t thread;
  const int rc = pthread_create(
      &thread, &attr,
      [](void* p) -> void* {
        auto* j = static_cast<Job*>(p);
        try {
          j->result.emplace((*j->f)());
        } catch (...) {
          j->error = std::current_exception();
        }
        return nullptr;
      },
      &job);
  pthread_attr_destroy(&attr);
  if (rc != 0) throw std::runtime_error(std::string("cannot start a solver thread: ") + std::strerror(rc));
  pthread_join(thread, nullptr);
  if (job.error) std::rethrow_exception(job.error);
  return std::move(*job.result);
}

}  // namespace cgcheck
