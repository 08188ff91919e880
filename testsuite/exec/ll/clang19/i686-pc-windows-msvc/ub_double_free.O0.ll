; ModuleID = 'ub_double_free.c'
source_filename = "ub_double_free.c"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.33.0"

$"??_C@_0L@LBAIGDHN@allocated?6?$AA@" = comdat any

$"??_C@_0M@BNONEKEH@freed?5once?6?$AA@" = comdat any

$"??_C@_06DMMPJOBN@after?6?$AA@" = comdat any

@"??_C@_0L@LBAIGDHN@allocated?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"allocated\0A\00", comdat, align 1
@"??_C@_0M@BNONEKEH@freed?5once?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"freed once\0A\00", comdat, align 1
@"??_C@_06DMMPJOBN@after?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"after\0A\00", comdat, align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 4
  store i32 0, ptr %1, align 4
  %3 = call ptr @malloc(i32 noundef 32) #3
  store volatile ptr %3, ptr %2, align 4
  %4 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0L@LBAIGDHN@allocated?6?$AA@")
  %5 = load volatile ptr, ptr %2, align 4
  call void @free(ptr noundef %5)
  %6 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0M@BNONEKEH@freed?5once?6?$AA@")
  %7 = load volatile ptr, ptr %2, align 4
  call void @free(ptr noundef %7)
  %8 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_06DMMPJOBN@after?6?$AA@")
  ret i32 0
}

; Function Attrs: allocsize(0)
declare dso_local ptr @malloc(i32 noundef) #1

declare dso_local i32 @printf(ptr noundef, ...) #2

declare dso_local void @free(ptr noundef) #2

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
