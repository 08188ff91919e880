; ModuleID = 'dynspec_bad_exception.cpp'
source_filename = "dynspec_bad_exception.cpp"
target datalayout = "e-m:w-p:64:64-i32:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor7 = type { ptr, ptr, [8 x i8] }
%rtti.TypeDescriptor23 = type { ptr, ptr, [24 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%eh.CatchableTypeArray.1 = type { i32, [1 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }
%struct.B = type { i32 }

$"??1B@@QEAA@XZ" = comdat any

$"??_R0?AUA@@@8" = comdat any

$"??_R0?AVbad_exception@std@@@8" = comdat any

$"??_R0?AUB@@@8" = comdat any

$"??_C@_0BK@CEGDODAA@caught?5bad_exception?3?5?$CFs?6?$AA@" = comdat any

$"_CT??_R0?AUB@@@84" = comdat any

$"_CTA1?AUB@@" = comdat any

$"_TI1?AUB@@" = comdat any

$"??_C@_07GLHKBFPK@?$HOB?$CI?$CFd?$CJ?6?$AA@" = comdat any

@"??_7type_info@@6B@" = external constant ptr
@"??_R0?AUA@@@8" = linkonce_odr global %rtti.TypeDescriptor7 { ptr @"??_7type_info@@6B@", ptr null, [8 x i8] c".?AUA@@\00" }, comdat
@"??_R0?AVbad_exception@std@@@8" = linkonce_odr global %rtti.TypeDescriptor23 { ptr @"??_7type_info@@6B@", ptr null, [24 x i8] c".?AVbad_exception@std@@\00" }, comdat
@"??_R0?AUB@@@8" = linkonce_odr global %rtti.TypeDescriptor7 { ptr @"??_7type_info@@6B@", ptr null, [8 x i8] c".?AUB@@\00" }, comdat
@"??_C@_0BK@CEGDODAA@caught?5bad_exception?3?5?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [26 x i8] c"caught bad_exception: %s\0A\00", comdat, align 8
@__ImageBase = external dso_local constant i8
@"_CT??_R0?AUB@@@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUB@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@"_CTA1?AUB@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0?AUB@@@84" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI1?AUB@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??1B@@QEAA@XZ" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CTA1?AUB@@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_07GLHKBFPK@?$HOB?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"~B(%d)\0A\00", comdat, align 8
@str = private unnamed_addr constant [9 x i8] c"never: B\00", align 1
@str.1 = private unnamed_addr constant [9 x i8] c"never: A\00", align 1
@str.2 = private unnamed_addr constant [4 x i8] c"end\00", align 1
@str.3 = private unnamed_addr constant [28 x i8] c"unexpected handler: rethrow\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__CxxFrameHandler3 {
  %1 = alloca ptr, align 8
  %2 = tail call ptr @set_unexpected(ptr noundef nonnull @"?rethrow_handler@@YAXXZ") #7
  invoke fastcc void @"?spec@@YAXH@Z"()
          to label %8 unwind label %3

3:                                                ; preds = %0
  %4 = catchswitch within none [label %5, label %11, label %19] unwind to caller

5:                                                ; preds = %3
  %6 = catchpad within %4 [ptr @"??_R0?AUA@@@8", i32 8, ptr null]
  %7 = call i32 @puts(ptr nonnull dereferenceable(1) @str.1) [ "funclet"(token %6) ]
  catchret from %6 to label %9

8:                                                ; preds = %0
  unreachable

9:                                                ; preds = %19, %11, %5
  %10 = call i32 @puts(ptr nonnull dereferenceable(1) @str.2)
  ret i32 0

11:                                               ; preds = %3
  %12 = catchpad within %4 [ptr @"??_R0?AVbad_exception@std@@@8", i32 8, ptr %1]
  %13 = load ptr, ptr %1, align 8
  %14 = load ptr, ptr %13, align 8
  %15 = getelementptr inbounds i8, ptr %14, i64 8
  %16 = load ptr, ptr %15, align 8
  %17 = call noundef ptr %16(ptr noundef nonnull align 8 dereferenceable(24) %13) [ "funclet"(token %12) ]
  %18 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BK@CEGDODAA@caught?5bad_exception?3?5?$CFs?6?$AA@", ptr noundef %17) [ "funclet"(token %12) ]
  catchret from %12 to label %9

19:                                               ; preds = %3
  %20 = catchpad within %4 [ptr @"??_R0?AUB@@@8", i32 8, ptr null]
  %21 = call i32 @puts(ptr nonnull dereferenceable(1) @str) [ "funclet"(token %20) ]
  catchret from %20 to label %9
}

; Function Attrs: nounwind
declare dso_local ptr @set_unexpected(ptr noundef) local_unnamed_addr #1

; Function Attrs: mustprogress noreturn uwtable
define internal void @"?rethrow_handler@@YAXXZ"() #2 {
  %1 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.3)
  tail call void @_CxxThrowException(ptr null, ptr null) #8
  unreachable
}

; Function Attrs: mustprogress noinline norecurse noreturn uwtable
define internal fastcc void @"?spec@@YAXH@Z"() unnamed_addr #3 {
  %1 = alloca %struct.B, align 4
  store i32 5, ptr %1, align 4
  call void @_CxxThrowException(ptr nonnull %1, ptr nonnull @"_TI1?AUB@@") #8
  unreachable
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

declare dso_local void @_CxxThrowException(ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @"??1B@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #5 comdat personality ptr @__CxxFrameHandler3 {
  %2 = load i32, ptr %0, align 4
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_07GLHKBFPK@?$HOB?$CI?$CFd?$CJ?6?$AA@", i32 noundef %2)
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #6

attributes #0 = { mustprogress norecurse uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #1 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #2 = { mustprogress noreturn uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #3 = { mustprogress noinline norecurse noreturn uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #5 = { mustprogress nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #6 = { nofree nounwind }
attributes #7 = { nounwind }
attributes #8 = { noreturn }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
