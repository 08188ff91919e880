; ModuleID = 'modern.cpp'
source_filename = "modern.cpp"
target datalayout = "E-m:e-Fi64-i64:64-n32:64-S128-v256:256:256-v512:512:512"
target triple = "powerpc64-unknown-linux-gnu"

$_Z3fibi = comdat any

@.str = private unnamed_addr constant [16 x i8] c"owner %d %d %s\0A\00", align 1
@.str.1 = private unnamed_addr constant [15 x i8] c"bind %d %d %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"arr %d %d %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [28 x i8] c"vec %.2f %.2f eq=%d fib=%d\0A\00", align 1
@.str.4 = private unnamed_addr constant [13 x i8] c"sum %d %.2f\0A\00", align 1
@.str.5 = private unnamed_addr constant [14 x i8] c"%s / %s / %s\0A\00", align 1
@.str.7 = private unnamed_addr constant [18 x i8] c"crtp %d calls=%d\0A\00", align 1
@.str.8 = private unnamed_addr constant [10 x i8] c"color %u\0A\00", align 1
@.str.9 = private unnamed_addr constant [18 x i8] c"members %d %s %d\0A\00", align 1
@.str.10 = private unnamed_addr constant [15 x i8] c"lambdas %d %d\0A\00", align 1
@.str.11 = private unnamed_addr constant [18 x i8] c"function %d %.1f\0A\00", align 1
@.str.13 = private unnamed_addr constant [6 x i8] c"tweet\00", align 1
@.str.14 = private unnamed_addr constant [5 x i8] c"<%d>\00", align 1
@.str.16 = private unnamed_addr constant [13 x i8] c"positive int\00", align 1
@.str.18 = private unnamed_addr constant [7 x i8] c"double\00", align 1
@.str.19 = private unnamed_addr constant [6 x i8] c"other\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef signext i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %1 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext 0, i32 noundef signext 1, ptr noundef nonnull @.str.13)
  %2 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef signext 7, i32 noundef signext 14, i32 noundef signext 21)
  %3 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext 4, i32 noundef signext 50, i32 noundef signext 6)
  %4 = tail call noundef signext i32 @_Z3fibi(i32 noundef signext 15)
  %5 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef 2.500000e+00, double noundef 5.000000e+00, i32 noundef signext 1, i32 noundef signext %4)
  %6 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef signext 10, double noundef 3.750000e+00)
  %7 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef signext 1)
  %8 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef signext 65)
  %9 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef signext 3)
  %10 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef signext -4)
  %11 = tail call i32 @putchar(i32 10)
  %12 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.16, ptr noundef nonnull @.str.18, ptr noundef nonnull @.str.19)
  %13 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext 12, i32 noundef signext 4)
  %14 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef zeroext 5)
  %15 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef signext 2, ptr noundef nonnull @.str.13, i32 noundef signext 4)
  %16 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef signext 11, i32 noundef signext 24)
  %17 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef signext 11, double noundef 2.500000e+01)
  ret i32 0
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nofree nounwind
declare noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef signext i32 @_Z3fibi(i32 noundef signext %0) local_unnamed_addr #2 comdat {
  %2 = icmp slt i32 %0, 2
  br i1 %2, label %11, label %3

3:                                                ; preds = %1, %3
  %4 = phi i32 [ %8, %3 ], [ %0, %1 ]
  %5 = phi i32 [ %9, %3 ], [ 0, %1 ]
  %6 = add nsw i32 %4, -1
  %7 = tail call noundef signext i32 @_Z3fibi(i32 noundef signext %6)
  %8 = add nsw i32 %4, -2
  %9 = add nsw i32 %7, %5
  %10 = icmp ult i32 %4, 4
  br i1 %10, label %11, label %3

11:                                               ; preds = %3, %1
  %12 = phi i32 [ 0, %1 ], [ %9, %3 ]
  %13 = phi i32 [ %0, %1 ], [ %8, %3 ]
  %14 = add nsw i32 %13, %12
  ret i32 %14
}

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef signext) local_unnamed_addr #3

attributes #0 = { mustprogress norecurse uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #2 = { mustprogress uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #3 = { nofree nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
