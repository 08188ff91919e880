; ModuleID = 'terminate_rethrow_no_active.cpp'
source_filename = "terminate_rethrow_no_active.cpp"
target datalayout = "e-m:w-p:64:64-i32:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor2 = type { ptr, ptr, [3 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%eh.CatchableTypeArray.1 = type { i32, [1 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }

$"??_R0H@8" = comdat any

$"_CT??_R0H@84" = comdat any

$_CTA1H = comdat any

$_TI1H = comdat any

@"??_7type_info@@6B@" = external constant ptr
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { ptr @"??_7type_info@@6B@", ptr null, [3 x i8] c".H\00" }, comdat
@__ImageBase = external dso_local constant i8
@"_CT??_R0H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0H@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@_CTA1H = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0H@84" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TI1H = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @_CTA1H to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@str = private unnamed_addr constant [10 x i8] c"handled 1\00", align 1
@str.1 = private unnamed_addr constant [14 x i8] c"never: caught\00", align 1
@str.2 = private unnamed_addr constant [19 x i8] c"rethrowing nothing\00", align 1
@str.3 = private unnamed_addr constant [15 x i8] c"~Local (never)\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__CxxFrameHandler3 {
  %1 = alloca i32, align 4
  store i32 1, ptr %1, align 4
  invoke void @_CxxThrowException(ptr nonnull %1, ptr nonnull @_TI1H) #3
          to label %19 unwind label %2

2:                                                ; preds = %0
  %3 = catchswitch within none [label %4] unwind to caller

4:                                                ; preds = %2
  %5 = catchpad within %3 [ptr @"??_R0H@8", i32 0, ptr null]
  %6 = call i32 @puts(ptr nonnull dereferenceable(1) @str) [ "funclet"(token %5) ]
  catchret from %5 to label %7

7:                                                ; preds = %4
  invoke fastcc void @"?rethrow_nothing@@YAXXZ"()
          to label %13 unwind label %8

8:                                                ; preds = %7
  %9 = catchswitch within none [label %10] unwind label %16

10:                                               ; preds = %8
  %11 = catchpad within %9 [ptr null, i32 64, ptr null]
  %12 = call i32 @puts(ptr nonnull dereferenceable(1) @str.1) [ "funclet"(token %11) ]
  catchret from %11 to label %14

13:                                               ; preds = %7
  unreachable

14:                                               ; preds = %10
  %15 = call i32 @puts(ptr nonnull dereferenceable(1) @str.3)
  ret i32 0

16:                                               ; preds = %8
  %17 = cleanuppad within none []
  %18 = call i32 @puts(ptr nonnull dereferenceable(1) @str.3) [ "funclet"(token %17) ]
  cleanupret from %17 unwind to caller

19:                                               ; preds = %0
  unreachable
}

declare dso_local void @_CxxThrowException(ptr, ptr) local_unnamed_addr

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: mustprogress noinline norecurse noreturn uwtable
define internal fastcc void @"?rethrow_nothing@@YAXXZ"() unnamed_addr #1 {
  %1 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.2)
  tail call void @_CxxThrowException(ptr null, ptr null) #3
  unreachable
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #2

attributes #0 = { mustprogress norecurse uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #1 = { mustprogress noinline norecurse noreturn uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #2 = { nofree nounwind }
attributes #3 = { noreturn }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
