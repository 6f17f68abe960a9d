#pragma once
// The MPI cluster (built only with the CMake option CGCHECK_MPI, linked only into the command).
// start_mpi() initialises MPI when the process was started by mpirun and installs the cluster for
// runtime/cluster.hpp; without mpirun it does nothing, so the same binary runs alone exactly as a
// build without MPI does.
namespace cgcheck {

// True when MPI was started (the process is one rank of an mpirun job).
bool start_mpi(int* argc, char*** argv);
// Finalises MPI if start_mpi started it; a failed exit (`code` 3, an internal error that may have
// struck one rank only) aborts the job instead, so no rank is left waiting in an exchange.
void stop_mpi(int code);

}  // namespace cgcheck
