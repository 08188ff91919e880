; A constant-expression cast must be one the opcode can do (as for the
; instruction, V-S-11): here a bitcast between address spaces.
; RUN: not %ehi print %s 2>&1 | FileCheck %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck %s
; CHECK: constexpr-bad-cast.ll:8:33: error: invalid cast opcode for cast from 'i32 addrspace(2)*' to 'i32 addrspace(1)*'
@data = addrspace(2) global i32 0
@ok = global i64 ptrtoint (i32 addrspace(2)* @data to i64)
@bad = global i32 addrspace(1)* bitcast (i32 addrspace(2)* @data to i32 addrspace(1)*)
