; ModuleID = 'unhandled_throw.cpp'
source_filename = "unhandled_throw.cpp"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.20.0"

%rtti.TypeDescriptor2 = type { i8**, i8*, [3 x i8] }
%eh.CatchableType = type { i32, i8*, i32, i32, i32, i32, i8* }
%eh.CatchableTypeArray.1 = type { i32, [1 x %eh.CatchableType*] }
%eh.ThrowInfo = type { i32, i8*, i8*, i8* }
%struct.Guard = type { i8 }

$"??1Guard@@QAE@XZ" = comdat any

$"??_C@_06ODNDLLAM@start?6?$AA@" = comdat any

$"??_C@_0N@KKIKHBKJ@not?5reached?6?$AA@" = comdat any

$"??_R0H@8" = comdat any

$"_CT??_R0H@84" = comdat any

$_CTA1H = comdat any

$_TI1H = comdat any

$"??_C@_09BOHBDEMD@no?5throw?6?$AA@" = comdat any

$"??_C@_07CJBBMJCN@?$HOGuard?6?$AA@" = comdat any

@"??_C@_06ODNDLLAM@start?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"start\0A\00", comdat, align 1
@"??_C@_0N@KKIKHBKJ@not?5reached?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [13 x i8] c"not reached\0A\00", comdat, align 1
@"??_7type_info@@6B@" = external constant i8*
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { i8** @"??_7type_info@@6B@", i8* null, [3 x i8] c".H\00" }, comdat
@"_CT??_R0H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i8* bitcast (%rtti.TypeDescriptor2* @"??_R0H@8" to i8*), i32 0, i32 -1, i32 0, i32 4, i8* null }, section ".xdata", comdat
@_CTA1H = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x %eh.CatchableType*] [%eh.CatchableType* @"_CT??_R0H@84"] }, section ".xdata", comdat
@_TI1H = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i8* null, i8* null, i8* bitcast (%eh.CatchableTypeArray.1* @_CTA1H to i8*) }, section ".xdata", comdat
@"??_C@_09BOHBDEMD@no?5throw?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"no throw\0A\00", comdat, align 1
@"??_C@_07CJBBMJCN@?$HOGuard?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"~Guard\0A\00", comdat, align 1

; Function Attrs: mustprogress noinline norecurse optnone
define dso_local noundef i32 @main() #0 {
  %1 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %2 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06ODNDLLAM@start?6?$AA@", i32 0, i32 0))
  %3 = call i32 @fflush(i8* noundef null)
  call void @"?f@@YAXH@Z"(i32 noundef 42)
  %4 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @"??_C@_0N@KKIKHBKJ@not?5reached?6?$AA@", i32 0, i32 0))
  ret i32 0
}

declare dso_local i32 @printf(i8* noundef, ...) #1

declare dso_local i32 @fflush(i8* noundef) #1

; Function Attrs: mustprogress noinline optnone
define internal void @"?f@@YAXH@Z"(i32 noundef %0) #2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Guard, align 1
  %4 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %5 = load i32, i32* %2, align 4
  %6 = icmp sgt i32 %5, 0
  br i1 %6, label %7, label %10

7:                                                ; preds = %1
  %8 = load i32, i32* %2, align 4
  store i32 %8, i32* %4, align 4
  %9 = bitcast i32* %4 to i8*
  invoke void @_CxxThrowException(i8* %9, %eh.ThrowInfo* @_TI1H) #4
          to label %15 unwind label %13

10:                                               ; preds = %1
  %11 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09BOHBDEMD@no?5throw?6?$AA@", i32 0, i32 0))
          to label %12 unwind label %13

12:                                               ; preds = %10
  call x86_thiscallcc void @"??1Guard@@QAE@XZ"(%struct.Guard* noundef nonnull align 1 dereferenceable(1) %3) #5
  ret void

13:                                               ; preds = %10, %7
  %14 = cleanuppad within none []
  call x86_thiscallcc void @"??1Guard@@QAE@XZ"(%struct.Guard* noundef nonnull align 1 dereferenceable(1) %3) #5 [ "funclet"(token %14) ]
  cleanupret from %14 unwind to caller

15:                                               ; preds = %7
  unreachable
}

declare dso_local x86_stdcallcc void @_CxxThrowException(i8*, %eh.ThrowInfo*)

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1Guard@@QAE@XZ"(%struct.Guard* noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #3 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = alloca %struct.Guard*, align 4
  store %struct.Guard* %0, %struct.Guard** %2, align 4
  %3 = load %struct.Guard*, %struct.Guard** %2, align 4
  %4 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07CJBBMJCN@?$HOGuard?6?$AA@", i32 0, i32 0))
          to label %5 unwind label %8

5:                                                ; preds = %1
  %6 = invoke i32 @fflush(i8* noundef null)
          to label %7 unwind label %8

7:                                                ; preds = %5
  ret void

8:                                                ; preds = %5, %1
  %9 = cleanuppad within none []
  call void @__std_terminate() #6 [ "funclet"(token %9) ]
  unreachable
}

declare dso_local void @__std_terminate()

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn }
attributes #5 = { nounwind }
attributes #6 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{!"Debian clang version 14.0.6"}
