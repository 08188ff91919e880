; ModuleID = 'noexcept_escape.cpp'
source_filename = "noexcept_escape.cpp"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor2 = type { ptr, ptr, [3 x i8] }
%eh.CatchableType = type { i32, ptr, i32, i32, i32, i32, ptr }
%eh.CatchableTypeArray.1 = type { i32, [1 x ptr] }
%eh.ThrowInfo = type { i32, ptr, ptr, ptr }
%struct.Guard = type { i8 }

$"??1Guard@@QAE@XZ" = comdat any

$"??_C@_06ODNDLLAM@start?6?$AA@" = comdat any

$"??_C@_0N@KKIKHBKJ@not?5reached?6?$AA@" = comdat any

$"??_R0H@8" = comdat any

$"_CT??_R0H@84" = comdat any

$_CTA1H = comdat any

$_TI1H = comdat any

$"??_C@_07CJBBMJCN@?$HOGuard?6?$AA@" = comdat any

@"??_C@_06ODNDLLAM@start?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"start\0A\00", comdat, align 1
@"??_C@_0N@KKIKHBKJ@not?5reached?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [13 x i8] c"not reached\0A\00", comdat, align 1
@"??_7type_info@@6B@" = external constant ptr
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { ptr @"??_7type_info@@6B@", ptr null, [3 x i8] c".H\00" }, comdat
@"_CT??_R0H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, ptr @"??_R0H@8", i32 0, i32 -1, i32 0, i32 4, ptr null }, section ".xdata", comdat
@_CTA1H = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x ptr] [ptr @"_CT??_R0H@84"] }, section ".xdata", comdat
@_TI1H = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, ptr null, ptr null, ptr @_CTA1H }, section ".xdata", comdat
@"??_C@_07CJBBMJCN@?$HOGuard?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"~Guard\0A\00", comdat, align 1

; Function Attrs: mustprogress noinline norecurse optnone
define dso_local noundef i32 @main() #0 {
  %1 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %2 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_06ODNDLLAM@start?6?$AA@")
  %3 = call i32 @fflush(ptr noundef null)
  call void @"?h@@YAXH@Z"(i32 noundef 7) #4
  %4 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0N@KKIKHBKJ@not?5reached?6?$AA@")
  ret i32 0
}

declare dso_local i32 @printf(ptr noundef, ...) #1

declare dso_local i32 @fflush(ptr noundef) #1

; Function Attrs: mustprogress noinline nounwind optnone
define internal void @"?h@@YAXH@Z"(i32 noundef %0) #2 personality ptr @__CxxFrameHandler3 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  invoke void @"?f@@YAXH@Z"(i32 noundef %3)
          to label %4 unwind label %5

4:                                                ; preds = %1
  ret void

5:                                                ; preds = %1
  %6 = cleanuppad within none []
  call void @__std_terminate() #5 [ "funclet"(token %6) ]
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define internal void @"?f@@YAXH@Z"(i32 noundef %0) #3 personality ptr @__CxxFrameHandler3 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Guard, align 1
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %5 = load i32, ptr %2, align 4
  %6 = icmp sgt i32 %5, 0
  br i1 %6, label %7, label %9

7:                                                ; preds = %1
  %8 = load i32, ptr %2, align 4
  store i32 %8, ptr %4, align 4
  invoke void @_CxxThrowException(ptr %4, ptr @_TI1H) #6
          to label %12 unwind label %10

9:                                                ; preds = %1
  call x86_thiscallcc void @"??1Guard@@QAE@XZ"(ptr noundef nonnull align 1 dereferenceable(1) %3) #4
  ret void

10:                                               ; preds = %7
  %11 = cleanuppad within none []
  call x86_thiscallcc void @"??1Guard@@QAE@XZ"(ptr noundef nonnull align 1 dereferenceable(1) %3) #4 [ "funclet"(token %11) ]
  cleanupret from %11 unwind to caller

12:                                               ; preds = %7
  unreachable
}

declare dso_local i32 @__CxxFrameHandler3(...)

declare dso_local void @__std_terminate()

declare dso_local x86_stdcallcc void @_CxxThrowException(ptr, ptr)

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1Guard@@QAE@XZ"(ptr noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #2 comdat align 2 personality ptr @__CxxFrameHandler3 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_07CJBBMJCN@?$HOGuard?6?$AA@")
          to label %5 unwind label %8

5:                                                ; preds = %1
  %6 = invoke i32 @fflush(ptr noundef null)
          to label %7 unwind label %8

7:                                                ; preds = %5
  ret void

8:                                                ; preds = %5, %1
  %9 = cleanuppad within none []
  call void @__std_terminate() #5 [ "funclet"(token %9) ]
  unreachable
}

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
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
