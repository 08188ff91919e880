; ModuleID = 'ub_div_zero.c'
source_filename = "ub_div_zero.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.33.0"

$"??_C@_09CLGBHIDC@dividing?6?$AA@" = comdat any

$"??_C@_09FJELKLHF@after?5?$CFd?6?$AA@" = comdat any

@"??_C@_09CLGBHIDC@dividing?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"dividing\0A\00", comdat, align 1
@"??_C@_09FJELKLHF@after?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"after %d\0A\00", comdat, align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store volatile i32 1000, ptr %2, align 4
  store volatile i32 0, ptr %3, align 4
  %5 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_09CLGBHIDC@dividing?6?$AA@")
  %6 = load volatile i32, ptr %2, align 4
  %7 = load volatile i32, ptr %3, align 4
  %8 = sdiv i32 %6, %7
  store i32 %8, ptr %4, align 4
  %9 = load i32, ptr %4, align 4
  %10 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_09FJELKLHF@after?5?$CFd?6?$AA@", i32 noundef %9)
  ret i32 0
}

declare dso_local i32 @printf(ptr noundef, ...) #1

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
