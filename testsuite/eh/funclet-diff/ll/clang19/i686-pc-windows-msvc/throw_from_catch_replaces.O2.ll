; ModuleID = 'throw_from_catch_replaces.cpp'
source_filename = "throw_from_catch_replaces.cpp"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor7 = type { ptr, ptr, [8 x i8] }
%rtti.TypeDescriptor2 = type { ptr, ptr, [3 x i8] }
%eh.CatchableType = type { i32, ptr, i32, i32, i32, i32, ptr }
%eh.CatchableTypeArray.1 = type { i32, [1 x ptr] }
%eh.ThrowInfo = type { i32, ptr, ptr, ptr }
%struct.E = type { i32 }

$"??1E@@QAE@XZ" = comdat any

$"??_R0?AUE@@@8" = comdat any

$"??_C@_0L@MIIHEIHH@caught?5?$CFd?6?$AA@" = comdat any

$"??_R0H@8" = comdat any

$"_CT??_R0H@84" = comdat any

$_CTA1H = comdat any

$_TI1H = comdat any

$"_CT??_R0?AUE@@@84" = comdat any

$"_CTA1?AUE@@" = comdat any

$"_TI1?AUE@@" = comdat any

$"??_C@_0BG@BGKGKMDK@caught?5translated?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BA@CLLOHKGA@translating?5?$CFd?6?$AA@" = comdat any

$"??_C@_06OPEJKIMB@E?$CI?$CFd?$CJ?6?$AA@" = comdat any

$"??_C@_07KONNCLHE@?$HOE?$CI?$CFd?$CJ?6?$AA@" = comdat any

@"??_7type_info@@6B@" = external constant ptr
@"??_R0?AUE@@@8" = linkonce_odr global %rtti.TypeDescriptor7 { ptr @"??_7type_info@@6B@", ptr null, [8 x i8] c".?AUE@@\00" }, comdat
@"??_C@_0L@MIIHEIHH@caught?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"caught %d\0A\00", comdat, align 1
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { ptr @"??_7type_info@@6B@", ptr null, [3 x i8] c".H\00" }, comdat
@"_CT??_R0H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, ptr @"??_R0H@8", i32 0, i32 -1, i32 0, i32 4, ptr null }, section ".xdata", comdat
@_CTA1H = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x ptr] [ptr @"_CT??_R0H@84"] }, section ".xdata", comdat
@_TI1H = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, ptr null, ptr null, ptr @_CTA1H }, section ".xdata", comdat
@"_CT??_R0?AUE@@@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, ptr @"??_R0?AUE@@@8", i32 0, i32 -1, i32 0, i32 4, ptr null }, section ".xdata", comdat
@"_CTA1?AUE@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x ptr] [ptr @"_CT??_R0?AUE@@@84"] }, section ".xdata", comdat
@"_TI1?AUE@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, ptr @"??1E@@QAE@XZ", ptr null, ptr @"_CTA1?AUE@@" }, section ".xdata", comdat
@"??_C@_0BG@BGKGKMDK@caught?5translated?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"caught translated %d\0A\00", comdat, align 1
@"??_C@_0BA@CLLOHKGA@translating?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"translating %d\0A\00", comdat, align 1
@"??_C@_06OPEJKIMB@E?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"E(%d)\0A\00", comdat, align 1
@"??_C@_07KONNCLHE@?$HOE?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"~E(%d)\0A\00", comdat, align 1
@str = private unnamed_addr constant [11 x i8] c"wrong: int\00", align 1
@str.1 = private unnamed_addr constant [7 x i8] c"~Guard\00", align 1

; Function Attrs: mustprogress norecurse
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__CxxFrameHandler3 {
  %1 = alloca %struct.E, align 4
  %2 = alloca ptr, align 4
  %3 = alloca %struct.E, align 4
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca %struct.E, align 4
  %8 = alloca ptr, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3)
  store i32 1, ptr %1, align 4
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_06OPEJKIMB@E?$CI?$CFd?$CJ?6?$AA@", i32 noundef 1)
  invoke void @_CxxThrowException(ptr nonnull %1, ptr nonnull @"_TI1?AUE@@") #5
          to label %24 unwind label %10

10:                                               ; preds = %0
  %11 = catchswitch within none [label %12] unwind label %25

12:                                               ; preds = %10
  %13 = catchpad within %11 [ptr @"??_R0?AUE@@@8", i32 8, ptr %2]
  %14 = load ptr, ptr %2, align 4
  %15 = load i32, ptr %14, align 4
  %16 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BA@CLLOHKGA@translating?5?$CFd?6?$AA@", i32 noundef %15) [ "funclet"(token %13) ]
  %17 = load ptr, ptr %2, align 4
  %18 = load i32, ptr %17, align 4
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr %3, align 4
  %20 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_06OPEJKIMB@E?$CI?$CFd?$CJ?6?$AA@", i32 noundef %19) [ "funclet"(token %13) ]
  invoke void @_CxxThrowException(ptr nonnull %3, ptr nonnull @"_TI1?AUE@@") #5 [ "funclet"(token %13) ]
          to label %24 unwind label %21

21:                                               ; preds = %12
  %22 = cleanuppad within %13 []
  %23 = call i32 @puts(ptr nonnull dereferenceable(1) @str.1) [ "funclet"(token %22) ]
  cleanupret from %22 unwind label %25

24:                                               ; preds = %12, %0
  unreachable

25:                                               ; preds = %21, %10
  %26 = catchswitch within none [label %27] unwind to caller

27:                                               ; preds = %25
  %28 = catchpad within %26 [ptr @"??_R0?AUE@@@8", i32 8, ptr %4]
  %29 = load ptr, ptr %4, align 4
  %30 = load i32, ptr %29, align 4
  %31 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0L@MIIHEIHH@caught?5?$CFd?6?$AA@", i32 noundef %30) [ "funclet"(token %28) ]
  catchret from %28 to label %32

32:                                               ; preds = %27
  store i32 5, ptr %5, align 4
  invoke void @_CxxThrowException(ptr nonnull %5, ptr nonnull @_TI1H) #5
          to label %51 unwind label %33

33:                                               ; preds = %32
  %34 = catchswitch within none [label %35] unwind label %40

35:                                               ; preds = %33
  %36 = catchpad within %34 [ptr @"??_R0H@8", i32 0, ptr %6]
  %37 = load i32, ptr %6, align 4
  %38 = shl nsw i32 %37, 1
  store i32 %38, ptr %7, align 4
  %39 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_06OPEJKIMB@E?$CI?$CFd?$CJ?6?$AA@", i32 noundef %38) [ "funclet"(token %36) ]
  invoke void @_CxxThrowException(ptr nonnull %7, ptr nonnull @"_TI1?AUE@@") #5 [ "funclet"(token %36) ]
          to label %51 unwind label %40

40:                                               ; preds = %35, %33
  %41 = catchswitch within none [label %42, label %46] unwind to caller

42:                                               ; preds = %40
  %43 = catchpad within %41 [ptr @"??_R0H@8", i32 0, ptr null]
  %44 = call i32 @puts(ptr nonnull dereferenceable(1) @str) [ "funclet"(token %43) ]
  catchret from %43 to label %45

45:                                               ; preds = %46, %42
  ret i32 0

46:                                               ; preds = %40
  %47 = catchpad within %41 [ptr @"??_R0?AUE@@@8", i32 8, ptr %8]
  %48 = load ptr, ptr %8, align 4
  %49 = load i32, ptr %48, align 4
  %50 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BG@BGKGKMDK@caught?5translated?5?$CFd?6?$AA@", i32 noundef %49) [ "funclet"(token %47) ]
  catchret from %47 to label %45

51:                                               ; preds = %35, %32
  unreachable
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

declare dso_local x86_stdcallcc void @_CxxThrowException(ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc void @"??1E@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #2 comdat align 2 personality ptr @__CxxFrameHandler3 {
  %2 = load i32, ptr %0, align 4
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_07KONNCLHE@?$HOE?$CI?$CFd?$CJ?6?$AA@", i32 noundef %2)
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #4

attributes #0 = { mustprogress norecurse "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nounwind "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nofree nounwind }
attributes #5 = { noreturn }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 1, !"MaxTLSAlign", i32 65536}
!3 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
