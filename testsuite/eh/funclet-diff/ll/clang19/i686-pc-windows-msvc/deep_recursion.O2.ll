; ModuleID = 'deep_recursion.cpp'
source_filename = "deep_recursion.cpp"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor2 = type { ptr, ptr, [3 x i8] }
%eh.CatchableType = type { i32, ptr, i32, i32, i32, i32, ptr }
%eh.CatchableTypeArray.1 = type { i32, [1 x ptr] }
%eh.ThrowInfo = type { i32, ptr, ptr, ptr }

$"??_R0H@8" = comdat any

$"??_C@_0BJ@FLHOGDAP@caught?5?$CFd?0?5destroyed?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BN@CGGBBENK@caught?5?$CFd?5after?5?$CFd?5rethrows?6?$AA@" = comdat any

$"_CT??_R0H@84" = comdat any

$_CTA1H = comdat any

$_TI1H = comdat any

@"??_7type_info@@6B@" = external constant ptr
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { ptr @"??_7type_info@@6B@", ptr null, [3 x i8] c".H\00" }, comdat
@destroyed = internal unnamed_addr global i32 0, align 4
@"??_C@_0BJ@FLHOGDAP@caught?5?$CFd?0?5destroyed?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [25 x i8] c"caught %d, destroyed %d\0A\00", comdat, align 1
@rethrows = internal unnamed_addr global i32 0, align 4
@"??_C@_0BN@CGGBBENK@caught?5?$CFd?5after?5?$CFd?5rethrows?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [29 x i8] c"caught %d after %d rethrows\0A\00", comdat, align 1
@"_CT??_R0H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, ptr @"??_R0H@8", i32 0, i32 -1, i32 0, i32 4, ptr null }, section ".xdata", comdat
@_CTA1H = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x ptr] [ptr @"_CT??_R0H@84"] }, section ".xdata", comdat
@_TI1H = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, ptr null, ptr null, ptr @_CTA1H }, section ".xdata", comdat

; Function Attrs: mustprogress norecurse
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__CxxFrameHandler3 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = invoke fastcc noundef i32 @"?dive@@YAHH@Z"(i32 noundef 1)
          to label %11 unwind label %4

4:                                                ; preds = %0
  %5 = catchswitch within none [label %6] unwind to caller

6:                                                ; preds = %4
  %7 = catchpad within %5 [ptr @"??_R0H@8", i32 0, ptr %1]
  %8 = load i32, ptr @destroyed, align 4
  %9 = load i32, ptr %1, align 4
  %10 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BJ@FLHOGDAP@caught?5?$CFd?0?5destroyed?5?$CFd?6?$AA@", i32 noundef %9, i32 noundef %8) [ "funclet"(token %7) ]
  catchret from %7 to label %11

11:                                               ; preds = %0, %6
  %12 = invoke fastcc noundef i32 @"?chain@@YAHH@Z"(i32 noundef 0)
          to label %20 unwind label %13

13:                                               ; preds = %11
  %14 = catchswitch within none [label %15] unwind to caller

15:                                               ; preds = %13
  %16 = catchpad within %14 [ptr @"??_R0H@8", i32 0, ptr %2]
  %17 = load i32, ptr @rethrows, align 4
  %18 = load i32, ptr %2, align 4
  %19 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BN@CGGBBENK@caught?5?$CFd?5after?5?$CFd?5rethrows?6?$AA@", i32 noundef %18, i32 noundef %17) [ "funclet"(token %16) ]
  catchret from %16 to label %20

20:                                               ; preds = %11, %15
  ret i32 0
}

; Function Attrs: mustprogress noinline
define internal fastcc noundef i32 @"?dive@@YAHH@Z"(i32 noundef %0) unnamed_addr #1 personality ptr @__CxxFrameHandler3 {
  %2 = alloca i32, align 4
  %3 = icmp eq i32 %0, 10000
  br i1 %3, label %4, label %5

4:                                                ; preds = %1
  store i32 10000, ptr %2, align 4
  invoke void @_CxxThrowException(ptr nonnull %2, ptr nonnull @_TI1H) #3
          to label %20 unwind label %14

5:                                                ; preds = %1
  %6 = add nsw i32 %0, 1
  %7 = invoke fastcc noundef i32 @"?dive@@YAHH@Z"(i32 noundef %6)
          to label %8 unwind label %14

8:                                                ; preds = %5
  %9 = add nsw i32 %7, 1
  %10 = icmp slt i32 %0, 1
  %11 = select i1 %10, i32 1000000, i32 1
  %12 = load i32, ptr @destroyed, align 4
  %13 = add nsw i32 %12, %11
  store i32 %13, ptr @destroyed, align 4
  ret i32 %9

14:                                               ; preds = %5, %4
  %15 = cleanuppad within none []
  %16 = icmp slt i32 %0, 1
  %17 = select i1 %16, i32 1000000, i32 1
  %18 = load i32, ptr @destroyed, align 4
  %19 = add nsw i32 %18, %17
  store i32 %19, ptr @destroyed, align 4
  cleanupret from %15 unwind to caller

20:                                               ; preds = %4
  unreachable
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress noinline
define internal fastcc noundef i32 @"?chain@@YAHH@Z"(i32 noundef %0) unnamed_addr #1 personality ptr @__CxxFrameHandler3 {
  %2 = alloca i32, align 4
  %3 = icmp eq i32 %0, 300
  br i1 %3, label %4, label %5

4:                                                ; preds = %1
  store i32 -300, ptr %2, align 4
  call void @_CxxThrowException(ptr nonnull %2, ptr nonnull @_TI1H) #3
  unreachable

5:                                                ; preds = %1
  %6 = add nsw i32 %0, 1
  %7 = invoke fastcc noundef i32 @"?chain@@YAHH@Z"(i32 noundef %6)
          to label %14 unwind label %8

8:                                                ; preds = %5
  %9 = catchswitch within none [label %10] unwind to caller

10:                                               ; preds = %8
  %11 = catchpad within %9 [ptr null, i32 64, ptr null]
  %12 = load i32, ptr @rethrows, align 4
  %13 = add nsw i32 %12, 1
  store i32 %13, ptr @rethrows, align 4
  call void @_CxxThrowException(ptr null, ptr null) #3 [ "funclet"(token %11) ]
  unreachable

14:                                               ; preds = %5
  %15 = add nsw i32 %7, 1
  ret i32 %15
}

declare dso_local x86_stdcallcc void @_CxxThrowException(ptr, ptr) local_unnamed_addr

attributes #0 = { mustprogress norecurse "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 1, !"MaxTLSAlign", i32 65536}
!3 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
