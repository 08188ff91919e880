; ModuleID = 'throw_through_function_pointer.cpp'
source_filename = "throw_through_function_pointer.cpp"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor2 = type { ptr, ptr, [3 x i8] }
%eh.CatchableType = type { i32, ptr, i32, i32, i32, i32, ptr }
%eh.CatchableTypeArray.1 = type { i32, [1 x ptr] }
%eh.ThrowInfo = type { i32, ptr, ptr, ptr }
%rtti.CompleteObjectLocator = type { i32, i32, i32, ptr, ptr }
%rtti.TypeDescriptor11 = type { ptr, ptr, [12 x i8] }
%rtti.ClassHierarchyDescriptor = type { i32, i32, i32, ptr }
%rtti.BaseClassDescriptor = type { ptr, i32, i32, i32, i32, i32, ptr }
%rtti.TypeDescriptor10 = type { ptr, ptr, [11 x i8] }
%struct.Calc2 = type { %struct.Calc }
%struct.Calc = type { ptr, i32 }

$"?plain@Calc@@QAEHH@Z" = comdat any

$"??_9Calc@@$BA@AE" = comdat any

$"?virt@Calc2@@UAEHH@Z" = comdat any

$"??_GCalc2@@UAEPAXI@Z" = comdat any

$"?virt@Calc@@UAEHH@Z" = comdat any

$"??_GCalc@@UAEPAXI@Z" = comdat any

$"??_C@_06JOECBIGK@ok?5?$CFd?6?$AA@" = comdat any

$"??_R0H@8" = comdat any

$"??_C@_0BA@PGJIFMCH@table?5threw?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BE@HJGEJHKG@pmf?5plain?5threw?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BG@DHLONPAM@pmf?5virtual?5threw?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BB@LFLPHLOO@lambda?5threw?5?$CFd?6?$AA@" = comdat any

$"??_C@_09KPMEAOIJ@apply_all?$AA@" = comdat any

$"??_C@_0M@CKPBPPIO@?$HOGuard?$CI?$CFs?$CJ?6?$AA@" = comdat any

$"_CT??_R0H@84" = comdat any

$_CTA1H = comdat any

$_TI1H = comdat any

$"??_7Calc2@@6B@" = comdat largest

$"??_R4Calc2@@6B@" = comdat any

$"??_R0?AUCalc2@@@8" = comdat any

$"??_R3Calc2@@8" = comdat any

$"??_R2Calc2@@8" = comdat any

$"??_R1A@?0A@EA@Calc2@@8" = comdat any

$"??_R1A@?0A@EA@Calc@@8" = comdat any

$"??_R0?AUCalc@@@8" = comdat any

$"??_R3Calc@@8" = comdat any

$"??_R2Calc@@8" = comdat any

$"??_7Calc@@6B@" = comdat largest

$"??_R4Calc@@6B@" = comdat any

$"??_C@_08PBKNHDHB@call_pmf?$AA@" = comdat any

@__const.main.ok_ops = private unnamed_addr constant [2 x ptr] [ptr @"?op_ok@@YAHH@Z", ptr @"?op_double@@YAHH@Z"], align 8
@"??_C@_06JOECBIGK@ok?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"ok %d\0A\00", comdat, align 1
@__const.main.bad_ops = private unnamed_addr constant [3 x ptr] [ptr @"?op_ok@@YAHH@Z", ptr @"?op_throw@@YAHH@Z", ptr @"?op_double@@YAHH@Z"], align 4
@"??_7type_info@@6B@" = external constant ptr
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { ptr @"??_7type_info@@6B@", ptr null, [3 x i8] c".H\00" }, comdat
@"??_C@_0BA@PGJIFMCH@table?5threw?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"table threw %d\0A\00", comdat, align 1
@"??_C@_0BE@HJGEJHKG@pmf?5plain?5threw?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [20 x i8] c"pmf plain threw %d\0A\00", comdat, align 1
@"??_C@_0BG@DHLONPAM@pmf?5virtual?5threw?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"pmf virtual threw %d\0A\00", comdat, align 1
@"??_C@_0BB@LFLPHLOO@lambda?5threw?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"lambda threw %d\0A\00", comdat, align 1
@"??_C@_09KPMEAOIJ@apply_all?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"apply_all\00", comdat, align 1
@"??_C@_0M@CKPBPPIO@?$HOGuard?$CI?$CFs?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"~Guard(%s)\0A\00", comdat, align 1
@"_CT??_R0H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, ptr @"??_R0H@8", i32 0, i32 -1, i32 0, i32 4, ptr null }, section ".xdata", comdat
@_CTA1H = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x ptr] [ptr @"_CT??_R0H@84"] }, section ".xdata", comdat
@_TI1H = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, ptr null, ptr null, ptr @_CTA1H }, section ".xdata", comdat
@0 = private unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr @"??_R4Calc2@@6B@", ptr @"?virt@Calc2@@UAEHH@Z", ptr @"??_GCalc2@@UAEPAXI@Z"] }, comdat($"??_7Calc2@@6B@")
@"??_R4Calc2@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 0, i32 0, ptr @"??_R0?AUCalc2@@@8", ptr @"??_R3Calc2@@8" }, comdat
@"??_R0?AUCalc2@@@8" = linkonce_odr global %rtti.TypeDescriptor11 { ptr @"??_7type_info@@6B@", ptr null, [12 x i8] c".?AUCalc2@@\00" }, comdat
@"??_R3Calc2@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 2, ptr @"??_R2Calc2@@8" }, comdat
@"??_R2Calc2@@8" = linkonce_odr constant [3 x ptr] [ptr @"??_R1A@?0A@EA@Calc2@@8", ptr @"??_R1A@?0A@EA@Calc@@8", ptr null], comdat
@"??_R1A@?0A@EA@Calc2@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { ptr @"??_R0?AUCalc2@@@8", i32 1, i32 0, i32 -1, i32 0, i32 64, ptr @"??_R3Calc2@@8" }, comdat
@"??_R1A@?0A@EA@Calc@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { ptr @"??_R0?AUCalc@@@8", i32 0, i32 0, i32 -1, i32 0, i32 64, ptr @"??_R3Calc@@8" }, comdat
@"??_R0?AUCalc@@@8" = linkonce_odr global %rtti.TypeDescriptor10 { ptr @"??_7type_info@@6B@", ptr null, [11 x i8] c".?AUCalc@@\00" }, comdat
@"??_R3Calc@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 1, ptr @"??_R2Calc@@8" }, comdat
@"??_R2Calc@@8" = linkonce_odr constant [2 x ptr] [ptr @"??_R1A@?0A@EA@Calc@@8", ptr null], comdat
@1 = private unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr @"??_R4Calc@@6B@", ptr @"?virt@Calc@@UAEHH@Z", ptr @"??_GCalc@@UAEPAXI@Z"] }, comdat($"??_7Calc@@6B@")
@"??_R4Calc@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 0, i32 0, ptr @"??_R0?AUCalc@@@8", ptr @"??_R3Calc@@8" }, comdat
@"??_C@_08PBKNHDHB@call_pmf?$AA@" = linkonce_odr dso_local unnamed_addr constant [9 x i8] c"call_pmf\00", comdat, align 1

@"??_7Calc2@@6B@" = unnamed_addr alias ptr, getelementptr inbounds ({ [3 x ptr] }, ptr @0, i32 0, i32 0, i32 1)
@"??_7Calc@@6B@" = unnamed_addr alias ptr, getelementptr inbounds ({ [3 x ptr] }, ptr @1, i32 0, i32 0, i32 1)

; Function Attrs: mustprogress norecurse
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__CxxFrameHandler3 {
  %1 = alloca i32, align 4
  %2 = alloca [2 x ptr], align 4
  %3 = alloca i32, align 4
  %4 = alloca %struct.Calc2, align 4
  %5 = alloca ptr, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #11
  %10 = load i64, ptr @__const.main.ok_ops, align 8
  store i64 %10, ptr %2, align 4
  %11 = call fastcc noundef i32 @"?apply_all@@YAHPBQ6AHH@ZHH@Z"(ptr noundef nonnull %2, i32 noundef 2)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_06JOECBIGK@ok?5?$CFd?6?$AA@", i32 noundef %11)
  %13 = invoke fastcc noundef i32 @"?apply_all@@YAHPBQ6AHH@ZHH@Z"(ptr noundef nonnull @__const.main.bad_ops, i32 noundef 3)
          to label %20 unwind label %14

14:                                               ; preds = %0
  %15 = catchswitch within none [label %16] unwind to caller

16:                                               ; preds = %14
  %17 = catchpad within %15 [ptr @"??_R0H@8", i32 0, ptr %3]
  %18 = load i32, ptr %3, align 4
  %19 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BA@PGJIFMCH@table?5threw?5?$CFd?6?$AA@", i32 noundef %18) [ "funclet"(token %17) ]
  catchret from %17 to label %20

20:                                               ; preds = %0, %16
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #11
  store ptr @"??_7Calc2@@6B@", ptr %4, align 4
  %21 = getelementptr inbounds i8, ptr %4, i32 4
  store i32 1000, ptr %21, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5) #11
  store ptr @"?plain@Calc@@QAEHH@Z", ptr %5, align 4
  invoke fastcc void @"?call_pmf@@YAHAAUCalc@@P81@AEHH@ZH@Z"(ptr noundef nonnull align 4 dereferenceable(8) %4, ptr noundef nonnull byval(ptr) align 4 %5, i32 noundef 7)
          to label %45 unwind label %22

22:                                               ; preds = %20
  %23 = catchswitch within none [label %24] unwind to caller

24:                                               ; preds = %22
  %25 = catchpad within %23 [ptr @"??_R0H@8", i32 0, ptr %6]
  %26 = load i32, ptr %6, align 4
  %27 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BE@HJGEJHKG@pmf?5plain?5threw?5?$CFd?6?$AA@", i32 noundef %26) [ "funclet"(token %25) ]
  catchret from %25 to label %28

28:                                               ; preds = %24, %45
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %7) #11
  store ptr @"??_9Calc@@$BA@AE", ptr %7, align 4
  invoke fastcc void @"?call_pmf@@YAHAAUCalc@@P81@AEHH@ZH@Z"(ptr noundef nonnull align 4 dereferenceable(8) %4, ptr noundef nonnull byval(ptr) align 4 %7, i32 noundef 8)
          to label %44 unwind label %29

29:                                               ; preds = %28
  %30 = catchswitch within none [label %31] unwind to caller

31:                                               ; preds = %29
  %32 = catchpad within %30 [ptr @"??_R0H@8", i32 0, ptr %8]
  %33 = load i32, ptr %8, align 4
  %34 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BG@DHLONPAM@pmf?5virtual?5threw?5?$CFd?6?$AA@", i32 noundef %33) [ "funclet"(token %32) ]
  catchret from %32 to label %35

35:                                               ; preds = %31, %44
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store i32 42, ptr %1, align 4
  invoke void @_CxxThrowException(ptr nonnull %1, ptr nonnull @_TI1H) #12
          to label %36 unwind label %37

36:                                               ; preds = %35
  unreachable

37:                                               ; preds = %35
  %38 = catchswitch within none [label %39] unwind to caller

39:                                               ; preds = %37
  %40 = catchpad within %38 [ptr @"??_R0H@8", i32 0, ptr %9]
  %41 = load i32, ptr %9, align 4
  %42 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BB@LFLPHLOO@lambda?5threw?5?$CFd?6?$AA@", i32 noundef %41) [ "funclet"(token %40) ]
  catchret from %40 to label %43

43:                                               ; preds = %39
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #11
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #11
  ret i32 0

44:                                               ; preds = %28
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7) #11
  br label %35

45:                                               ; preds = %20
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5) #11
  br label %28
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define internal noundef range(i32 -2147483647, -2147483648) i32 @"?op_ok@@YAHH@Z"(i32 noundef %0) #2 {
  %2 = add nsw i32 %0, 1
  ret i32 %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define internal noundef i32 @"?op_double@@YAHH@Z"(i32 noundef %0) #2 {
  %2 = shl nsw i32 %0, 1
  ret i32 %2
}

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress noinline norecurse
define internal fastcc noundef i32 @"?apply_all@@YAHPBQ6AHH@ZHH@Z"(ptr nocapture noundef readonly %0, i32 noundef %1) unnamed_addr #4 personality ptr @__CxxFrameHandler3 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %7, label %4

4:                                                ; preds = %13, %2
  %5 = phi i32 [ 3, %2 ], [ %12, %13 ]
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0M@CKPBPPIO@?$HOGuard?$CI?$CFs?$CJ?6?$AA@", ptr noundef nonnull @"??_C@_09KPMEAOIJ@apply_all?$AA@")
  ret i32 %5

7:                                                ; preds = %2, %13
  %8 = phi i32 [ %14, %13 ], [ 0, %2 ]
  %9 = phi i32 [ %12, %13 ], [ 3, %2 ]
  %10 = getelementptr inbounds ptr, ptr %0, i32 %8
  %11 = load ptr, ptr %10, align 4
  %12 = invoke noundef i32 %11(i32 noundef %9)
          to label %13 unwind label %16

13:                                               ; preds = %7
  %14 = add nuw nsw i32 %8, 1
  %15 = icmp eq i32 %14, %1
  br i1 %15, label %4, label %7, !llvm.loop !4

16:                                               ; preds = %7
  %17 = cleanuppad within none []
  %18 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0M@CKPBPPIO@?$HOGuard?$CI?$CFs?$CJ?6?$AA@", ptr noundef nonnull @"??_C@_09KPMEAOIJ@apply_all?$AA@") [ "funclet"(token %17) ]
  cleanupret from %17 unwind to caller
}

; Function Attrs: mustprogress noreturn
define internal noundef i32 @"?op_throw@@YAHH@Z"(i32 noundef %0) #5 {
  %2 = alloca i32, align 4
  %3 = mul nsw i32 %0, 100
  store i32 %3, ptr %2, align 4
  call void @_CxxThrowException(ptr nonnull %2, ptr nonnull @_TI1H) #12
  unreachable
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: mustprogress noinline norecurse
define internal fastcc void @"?call_pmf@@YAHAAUCalc@@P81@AEHH@ZH@Z"(ptr noundef nonnull align 4 dereferenceable(8) %0, ptr nocapture noundef readonly byval(ptr) align 4 %1, i32 noundef %2) unnamed_addr #4 personality ptr @__CxxFrameHandler3 {
  %4 = load ptr, ptr %1, align 4
  %5 = invoke x86_thiscallcc noundef i32 %4(ptr noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %2)
          to label %6 unwind label %8

6:                                                ; preds = %3
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0M@CKPBPPIO@?$HOGuard?$CI?$CFs?$CJ?6?$AA@", ptr noundef nonnull @"??_C@_08PBKNHDHB@call_pmf?$AA@")
  ret void

8:                                                ; preds = %3
  %9 = cleanuppad within none []
  %10 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0M@CKPBPPIO@?$HOGuard?$CI?$CFs?$CJ?6?$AA@", ptr noundef nonnull @"??_C@_08PBKNHDHB@call_pmf?$AA@") [ "funclet"(token %9) ]
  cleanupret from %9 unwind to caller
}

; Function Attrs: mustprogress
define linkonce_odr dso_local x86_thiscallcc noundef i32 @"?plain@Calc@@QAEHH@Z"(ptr noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) #6 comdat align 2 {
  %3 = alloca i32, align 4
  %4 = icmp sgt i32 %1, 5
  br i1 %4, label %5, label %9

5:                                                ; preds = %2
  %6 = getelementptr inbounds i8, ptr %0, i32 4
  %7 = load i32, ptr %6, align 4
  %8 = add nsw i32 %7, %1
  store i32 %8, ptr %3, align 4
  call void @_CxxThrowException(ptr nonnull %3, ptr nonnull @_TI1H) #12
  unreachable

9:                                                ; preds = %2
  ret i32 %1
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

define linkonce_odr x86_thiscallcc void @"??_9Calc@@$BA@AE"(ptr noundef %0, ...) #7 comdat align 2 {
  %2 = load ptr, ptr %0, align 4
  %3 = load ptr, ptr %2, align 4
  musttail call x86_thiscallcc void (ptr, ...) %3(ptr noundef nonnull %0, ...)
  ret void
}

declare dso_local x86_stdcallcc void @_CxxThrowException(ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress
define linkonce_odr dso_local x86_thiscallcc noundef i32 @"?virt@Calc2@@UAEHH@Z"(ptr noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #6 comdat align 2 {
  %3 = alloca i32, align 4
  %4 = sub nsw i32 0, %1
  store i32 %4, ptr %3, align 4
  call void @_CxxThrowException(ptr nonnull %3, ptr nonnull @_TI1H) #12
  unreachable
}

; Function Attrs: inlinehint mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??_GCalc2@@UAEPAXI@Z"(ptr noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #8 comdat align 2 {
  %3 = icmp eq i32 %1, 0
  br i1 %3, label %5, label %4

4:                                                ; preds = %2
  tail call void @"??3@YAXPAXI@Z"(ptr noundef nonnull %0, i32 noundef 8) #13
  br label %5

5:                                                ; preds = %4, %2
  ret ptr %0
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef i32 @"?virt@Calc@@UAEHH@Z"(ptr noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #9 comdat align 2 {
  ret i32 %1
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??_GCalc@@UAEPAXI@Z"(ptr noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #9 comdat align 2 {
  %3 = icmp eq i32 %1, 0
  br i1 %3, label %5, label %4

4:                                                ; preds = %2
  tail call void @"??3@YAXPAXI@Z"(ptr noundef nonnull %0, i32 noundef 8) #13
  br label %5

5:                                                ; preds = %4, %2
  ret ptr %0
}

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??3@YAXPAXI@Z"(ptr noundef, i32 noundef) local_unnamed_addr #10

attributes #0 = { mustprogress norecurse "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress noinline norecurse "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress noreturn "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #7 = { "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "thunk" "tune-cpu"="generic" }
attributes #8 = { inlinehint mustprogress nounwind "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nounwind "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #10 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #11 = { nounwind }
attributes #12 = { noreturn }
attributes #13 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 1, !"MaxTLSAlign", i32 65536}
!3 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.mustprogress"}
