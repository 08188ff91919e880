; ModuleID = 'dtor_throws_normal.cpp'
source_filename = "dtor_throws_normal.cpp"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor2 = type { ptr, ptr, [3 x i8] }
%eh.CatchableType = type { i32, ptr, i32, i32, i32, i32, ptr }
%eh.CatchableTypeArray.1 = type { i32, [1 x ptr] }
%eh.ThrowInfo = type { i32, ptr, ptr, ptr }
%struct.Plain = type { i32 }
%struct.Thrower = type { i8 }

$"??0Plain@@QAE@H@Z" = comdat any

$"??1Plain@@QAE@XZ" = comdat any

$"??1Thrower@@QAE@XZ" = comdat any

$"??_R0H@8" = comdat any

$"??_C@_0O@BOEKLKLE@end?5of?5scope?6?$AA@" = comdat any

$"??_C@_0L@MIIHEIHH@caught?5?$CFd?6?$AA@" = comdat any

$"??_C@_04GMHPLJJ@end?6?$AA@" = comdat any

$"??_C@_0M@DOOIJJPB@?$HOPlain?$CI?$CFd?$CJ?6?$AA@" = comdat any

$"??_C@_0BB@DGLKLPLM@?$HOThrower?5throws?6?$AA@" = comdat any

$"_CT??_R0H@84" = comdat any

$_CTA1H = comdat any

$_TI1H = comdat any

@"??_7type_info@@6B@" = external constant ptr
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { ptr @"??_7type_info@@6B@", ptr null, [3 x i8] c".H\00" }, comdat
@"??_C@_0O@BOEKLKLE@end?5of?5scope?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"end of scope\0A\00", comdat, align 1
@"??_C@_0L@MIIHEIHH@caught?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"caught %d\0A\00", comdat, align 1
@"??_C@_04GMHPLJJ@end?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"end\0A\00", comdat, align 1
@"??_C@_0M@DOOIJJPB@?$HOPlain?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"~Plain(%d)\0A\00", comdat, align 1
@"??_C@_0BB@DGLKLPLM@?$HOThrower?5throws?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"~Thrower throws\0A\00", comdat, align 1
@"_CT??_R0H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, ptr @"??_R0H@8", i32 0, i32 -1, i32 0, i32 4, ptr null }, section ".xdata", comdat
@_CTA1H = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x ptr] [ptr @"_CT??_R0H@84"] }, section ".xdata", comdat
@_TI1H = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, ptr null, ptr null, ptr @_CTA1H }, section ".xdata", comdat

; Function Attrs: mustprogress noinline norecurse optnone
define dso_local noundef i32 @main() #0 personality ptr @__CxxFrameHandler3 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Plain, align 4
  %3 = alloca %struct.Thrower, align 1
  %4 = alloca %struct.Plain, align 4
  %5 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %6 = invoke x86_thiscallcc noundef ptr @"??0Plain@@QAE@H@Z"(ptr noundef nonnull align 4 dereferenceable(4) %2, i32 noundef 1)
          to label %7 unwind label %19

7:                                                ; preds = %0
  %8 = invoke x86_thiscallcc noundef ptr @"??0Plain@@QAE@H@Z"(ptr noundef nonnull align 4 dereferenceable(4) %4, i32 noundef 2)
          to label %9 unwind label %15

9:                                                ; preds = %7
  %10 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0O@BOEKLKLE@end?5of?5scope?6?$AA@")
          to label %11 unwind label %13

11:                                               ; preds = %9
  call x86_thiscallcc void @"??1Plain@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %4) #4
  invoke x86_thiscallcc void @"??1Thrower@@QAE@XZ"(ptr noundef nonnull align 1 dereferenceable(1) %3)
          to label %12 unwind label %17

12:                                               ; preds = %11
  call x86_thiscallcc void @"??1Plain@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %2) #4
  br label %26

13:                                               ; preds = %9
  %14 = cleanuppad within none []
  call x86_thiscallcc void @"??1Plain@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %4) #4 [ "funclet"(token %14) ]
  cleanupret from %14 unwind label %15

15:                                               ; preds = %13, %7
  %16 = cleanuppad within none []
  call x86_thiscallcc void @"??1Thrower@@QAE@XZ"(ptr noundef nonnull align 1 dereferenceable(1) %3) [ "funclet"(token %16) ]
  cleanupret from %16 unwind label %17

17:                                               ; preds = %15, %11
  %18 = cleanuppad within none []
  call x86_thiscallcc void @"??1Plain@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %2) #4 [ "funclet"(token %18) ]
  cleanupret from %18 unwind label %19

19:                                               ; preds = %17, %0
  %20 = catchswitch within none [label %21] unwind to caller

21:                                               ; preds = %19
  %22 = catchpad within %20 [ptr @"??_R0H@8", i32 0, ptr %5]
  %23 = load i32, ptr %5, align 4
  %24 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0L@MIIHEIHH@caught?5?$CFd?6?$AA@", i32 noundef %23) [ "funclet"(token %22) ]
  catchret from %22 to label %25

25:                                               ; preds = %21
  br label %26

26:                                               ; preds = %25, %12
  %27 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_04GMHPLJJ@end?6?$AA@")
  ret i32 0
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??0Plain@@QAE@H@Z"(ptr noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  store i32 %1, ptr %3, align 4
  store ptr %0, ptr %4, align 4
  %5 = load ptr, ptr %4, align 4
  %6 = getelementptr inbounds %struct.Plain, ptr %5, i32 0, i32 0
  %7 = load i32, ptr %3, align 4
  store i32 %7, ptr %6, align 4
  ret ptr %5
}

declare dso_local i32 @__CxxFrameHandler3(...)

declare dso_local i32 @printf(ptr noundef, ...) #2

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1Plain@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #1 comdat align 2 personality ptr @__CxxFrameHandler3 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Plain, ptr %3, i32 0, i32 0
  %5 = load i32, ptr %4, align 4
  %6 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0M@DOOIJJPB@?$HOPlain?$CI?$CFd?$CJ?6?$AA@", i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret void

8:                                                ; preds = %1
  %9 = cleanuppad within none []
  call void @__std_terminate() #5 [ "funclet"(token %9) ]
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1Thrower@@QAE@XZ"(ptr noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 4
  %4 = load ptr, ptr %2, align 4
  %5 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BB@DGLKLPLM@?$HOThrower?5throws?6?$AA@")
  store i32 42, ptr %3, align 4
  call void @_CxxThrowException(ptr %3, ptr @_TI1H) #6
  unreachable
}

declare dso_local void @__std_terminate()

declare dso_local x86_stdcallcc void @_CxxThrowException(ptr, ptr)

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }
attributes #5 = { noreturn nounwind }
attributes #6 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
