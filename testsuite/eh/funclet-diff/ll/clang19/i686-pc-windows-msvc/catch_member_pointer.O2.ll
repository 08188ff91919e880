; ModuleID = 'catch_member_pointer.cpp'
source_filename = "catch_member_pointer.cpp"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor7 = type { ptr, ptr, [8 x i8] }
%eh.CatchableType = type { i32, ptr, i32, i32, i32, i32, ptr }
%eh.CatchableTypeArray.1 = type { i32, [1 x ptr] }
%eh.ThrowInfo = type { i32, ptr, ptr, ptr }
%rtti.TypeDescriptor11 = type { ptr, ptr, [12 x i8] }
%struct.S = type { i32, i32 }

$"?twice@S@@QAEHXZ" = comdat any

$"??_R0PQT@@H@8" = comdat any

$"??_R0PQS@@H@8" = comdat any

$"_CT??_R0PQS@@H@84" = comdat any

$"_CTA1PQS@@H" = comdat any

$"_TI1PQS@@H" = comdat any

$"??_C@_0BA@HLNADLMP@int?5S?3?3?$CK?5?9?$DO?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BG@GKNANHGI@const?5int?5S?3?3?$CK?5?9?$DO?5?$CFd?6?$AA@" = comdat any

$"??_R0P8S@@AEHXZ@8" = comdat any

$"_CT??_R0P8S@@AEHXZ@84" = comdat any

$"_CTA1P8S@@AEHXZ" = comdat any

$"_TI1P8S@@AEHXZ" = comdat any

$"??_C@_0BE@HMHAKJGE@int?5?$CIS?3?3?$CK?$CJ?$CI?$CJ?5?9?$DO?5?$CFd?6?$AA@" = comdat any

@"??_7type_info@@6B@" = external constant ptr
@"??_R0PQT@@H@8" = linkonce_odr global %rtti.TypeDescriptor7 { ptr @"??_7type_info@@6B@", ptr null, [8 x i8] c".PQT@@H\00" }, comdat
@"??_R0PQS@@H@8" = linkonce_odr global %rtti.TypeDescriptor7 { ptr @"??_7type_info@@6B@", ptr null, [8 x i8] c".PQS@@H\00" }, comdat
@"_CT??_R0PQS@@H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, ptr @"??_R0PQS@@H@8", i32 0, i32 -1, i32 0, i32 4, ptr null }, section ".xdata", comdat
@"_CTA1PQS@@H" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x ptr] [ptr @"_CT??_R0PQS@@H@84"] }, section ".xdata", comdat
@"_TI1PQS@@H" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, ptr null, ptr null, ptr @"_CTA1PQS@@H" }, section ".xdata", comdat
@"??_C@_0BA@HLNADLMP@int?5S?3?3?$CK?5?9?$DO?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"int S::* -> %d\0A\00", comdat, align 1
@"??_C@_0BG@GKNANHGI@const?5int?5S?3?3?$CK?5?9?$DO?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"const int S::* -> %d\0A\00", comdat, align 1
@"??_R0P8S@@AEHXZ@8" = linkonce_odr global %rtti.TypeDescriptor11 { ptr @"??_7type_info@@6B@", ptr null, [12 x i8] c".P8S@@AEHXZ\00" }, comdat
@"_CT??_R0P8S@@AEHXZ@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, ptr @"??_R0P8S@@AEHXZ@8", i32 0, i32 -1, i32 0, i32 4, ptr null }, section ".xdata", comdat
@"_CTA1P8S@@AEHXZ" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x ptr] [ptr @"_CT??_R0P8S@@AEHXZ@84"] }, section ".xdata", comdat
@"_TI1P8S@@AEHXZ" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, ptr null, ptr null, ptr @"_CTA1P8S@@AEHXZ" }, section ".xdata", comdat
@"??_C@_0BE@HMHAKJGE@int?5?$CIS?3?3?$CK?$CJ?$CI?$CJ?5?9?$DO?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [20 x i8] c"int (S::*)() -> %d\0A\00", comdat, align 1
@str = private unnamed_addr constant [16 x i8] c"wrong: int T::*\00", align 1

; Function Attrs: mustprogress norecurse
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__CxxFrameHandler3 {
  %1 = alloca %struct.S, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 4
  %7 = alloca ptr, align 4
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #5
  store i32 3, ptr %1, align 4
  %8 = getelementptr inbounds i8, ptr %1, i32 4
  store i32 4, ptr %8, align 4
  store i32 4, ptr %2, align 4
  invoke void @_CxxThrowException(ptr nonnull %2, ptr nonnull @"_TI1PQS@@H") #6
          to label %38 unwind label %9

9:                                                ; preds = %0
  %10 = catchswitch within none [label %11, label %32] unwind to caller

11:                                               ; preds = %9
  %12 = catchpad within %10 [ptr @"??_R0PQT@@H@8", i32 0, ptr null]
  %13 = call i32 @puts(ptr nonnull dereferenceable(1) @str) [ "funclet"(token %12) ]
  catchret from %12 to label %14

14:                                               ; preds = %32, %11
  store i32 0, ptr %4, align 4
  invoke void @_CxxThrowException(ptr nonnull %4, ptr nonnull @"_TI1PQS@@H") #6
          to label %38 unwind label %15

15:                                               ; preds = %14
  %16 = catchswitch within none [label %17] unwind to caller

17:                                               ; preds = %15
  %18 = catchpad within %16 [ptr @"??_R0PQS@@H@8", i32 1, ptr %5]
  %19 = load i32, ptr %5, align 4
  %20 = getelementptr inbounds i8, ptr %1, i32 %19
  %21 = load i32, ptr %20, align 4
  %22 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BG@GKNANHGI@const?5int?5S?3?3?$CK?5?9?$DO?5?$CFd?6?$AA@", i32 noundef %21) [ "funclet"(token %18) ]
  catchret from %18 to label %23

23:                                               ; preds = %17
  store ptr @"?twice@S@@QAEHXZ", ptr %6, align 4
  invoke void @_CxxThrowException(ptr nonnull %6, ptr nonnull @"_TI1P8S@@AEHXZ") #6
          to label %38 unwind label %24

24:                                               ; preds = %23
  %25 = catchswitch within none [label %26] unwind to caller

26:                                               ; preds = %24
  %27 = catchpad within %25 [ptr @"??_R0P8S@@AEHXZ@8", i32 0, ptr %7]
  %28 = load ptr, ptr %7, align 4
  %29 = call x86_thiscallcc noundef i32 %28(ptr noundef nonnull align 4 dereferenceable(8) %1) [ "funclet"(token %27) ]
  %30 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BE@HMHAKJGE@int?5?$CIS?3?3?$CK?$CJ?$CI?$CJ?5?9?$DO?5?$CFd?6?$AA@", i32 noundef %29) [ "funclet"(token %27) ]
  catchret from %27 to label %31

31:                                               ; preds = %26
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #5
  ret i32 0

32:                                               ; preds = %9
  %33 = catchpad within %10 [ptr @"??_R0PQS@@H@8", i32 0, ptr %3]
  %34 = load i32, ptr %3, align 4
  %35 = getelementptr inbounds i8, ptr %1, i32 %34
  %36 = load i32, ptr %35, align 4
  %37 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BA@HLNADLMP@int?5S?3?3?$CK?5?9?$DO?5?$CFd?6?$AA@", i32 noundef %36) [ "funclet"(token %33) ]
  catchret from %33 to label %14

38:                                               ; preds = %23, %14, %0
  unreachable
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare dso_local x86_stdcallcc void @_CxxThrowException(ptr, ptr) local_unnamed_addr

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef i32 @"?twice@S@@QAEHXZ"(ptr noundef nonnull align 4 dereferenceable(8) %0) #3 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i32 4
  %3 = load i32, ptr %2, align 4
  %4 = shl nsw i32 %3, 1
  ret i32 %4
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #4

attributes #0 = { mustprogress norecurse "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nounwind "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind }
attributes #5 = { nounwind }
attributes #6 = { noreturn }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 1, !"MaxTLSAlign", i32 65536}
!3 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
