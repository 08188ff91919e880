; ModuleID = 'dtor_order_10_frames.cpp'
source_filename = "dtor_order_10_frames.cpp"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.20.0"

%rtti.TypeDescriptor2 = type { i8**, i8*, [3 x i8] }
%eh.CatchableType = type { i32, i8*, i32, i32, i32, i32, i8* }
%eh.CatchableTypeArray.1 = type { i32, [1 x %eh.CatchableType*] }
%eh.ThrowInfo = type { i32, i8*, i8*, i8* }
%struct.Frame = type { i32 }

$"??0Frame@@QAE@H@Z" = comdat any

$"??1Frame@@QAE@XZ" = comdat any

$"??_R0H@8" = comdat any

$"??_C@_0L@MIIHEIHH@caught?5?$CFd?6?$AA@" = comdat any

$"??_C@_04GMHPLJJ@end?6?$AA@" = comdat any

$"??_C@_09OLHIKJBH@enter?5?$CFd?6?$AA@" = comdat any

$"_CT??_R0H@84" = comdat any

$_CTA1H = comdat any

$_TI1H = comdat any

$"??_C@_0BJ@MJHMIDKJ@never?3?5after?5call?5at?5?$CFd?6?$AA@" = comdat any

$"??_C@_09OJIGJHDP@leave?5?$CFd?6?$AA@" = comdat any

@"??_7type_info@@6B@" = external constant i8*
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { i8** @"??_7type_info@@6B@", i8* null, [3 x i8] c".H\00" }, comdat
@"??_C@_0L@MIIHEIHH@caught?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"caught %d\0A\00", comdat, align 1
@"??_C@_04GMHPLJJ@end?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"end\0A\00", comdat, align 1
@"??_C@_09OLHIKJBH@enter?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"enter %d\0A\00", comdat, align 1
@"_CT??_R0H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i8* bitcast (%rtti.TypeDescriptor2* @"??_R0H@8" to i8*), i32 0, i32 -1, i32 0, i32 4, i8* null }, section ".xdata", comdat
@_CTA1H = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x %eh.CatchableType*] [%eh.CatchableType* @"_CT??_R0H@84"] }, section ".xdata", comdat
@_TI1H = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i8* null, i8* null, i8* bitcast (%eh.CatchableTypeArray.1* @_CTA1H to i8*) }, section ".xdata", comdat
@"??_C@_0BJ@MJHMIDKJ@never?3?5after?5call?5at?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [25 x i8] c"never: after call at %d\0A\00", comdat, align 1
@"??_C@_09OJIGJHDP@leave?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"leave %d\0A\00", comdat, align 1

; Function Attrs: mustprogress noinline norecurse optnone
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Frame, align 4
  %3 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %4 = call x86_thiscallcc noundef %struct.Frame* @"??0Frame@@QAE@H@Z"(%struct.Frame* noundef nonnull align 4 dereferenceable(4) %2, i32 noundef 0)
  %5 = invoke noundef i32 @"?recurse@@YAHH@Z"(i32 noundef 1)
          to label %18 unwind label %6

6:                                                ; preds = %0
  %7 = catchswitch within none [label %8] unwind label %19

8:                                                ; preds = %6
  %9 = catchpad within %7 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %3]
  %10 = load i32, i32* %3, align 4
  %11 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @"??_C@_0L@MIIHEIHH@caught?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %10) [ "funclet"(token %9) ]
          to label %12 unwind label %19

12:                                               ; preds = %8
  catchret from %9 to label %13

13:                                               ; preds = %12
  br label %14

14:                                               ; preds = %13, %18
  %15 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04GMHPLJJ@end?6?$AA@", i32 0, i32 0))
          to label %16 unwind label %19

16:                                               ; preds = %14
  store i32 0, i32* %1, align 4
  call x86_thiscallcc void @"??1Frame@@QAE@XZ"(%struct.Frame* noundef nonnull align 4 dereferenceable(4) %2) #5
  %17 = load i32, i32* %1, align 4
  ret i32 %17

18:                                               ; preds = %0
  br label %14

19:                                               ; preds = %14, %8, %6
  %20 = cleanuppad within none []
  call x86_thiscallcc void @"??1Frame@@QAE@XZ"(%struct.Frame* noundef nonnull align 4 dereferenceable(4) %2) #5 [ "funclet"(token %20) ]
  cleanupret from %20 unwind to caller
}

; Function Attrs: noinline optnone
define linkonce_odr dso_local x86_thiscallcc noundef %struct.Frame* @"??0Frame@@QAE@H@Z"(%struct.Frame* noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca i32, align 4
  %4 = alloca %struct.Frame*, align 4
  store i32 %1, i32* %3, align 4
  store %struct.Frame* %0, %struct.Frame** %4, align 4
  %5 = load %struct.Frame*, %struct.Frame** %4, align 4
  %6 = getelementptr inbounds %struct.Frame, %struct.Frame* %5, i32 0, i32 0
  %7 = load i32, i32* %3, align 4
  store i32 %7, i32* %6, align 4
  %8 = getelementptr inbounds %struct.Frame, %struct.Frame* %5, i32 0, i32 0
  %9 = load i32, i32* %8, align 4
  %10 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09OLHIKJBH@enter?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %9)
  ret %struct.Frame* %5
}

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @"?recurse@@YAHH@Z"(i32 noundef %0) #2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Frame, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %6 = load i32, i32* %2, align 4
  %7 = call x86_thiscallcc noundef %struct.Frame* @"??0Frame@@QAE@H@Z"(%struct.Frame* noundef nonnull align 4 dereferenceable(4) %3, i32 noundef %6)
  %8 = load i32, i32* %2, align 4
  %9 = icmp eq i32 %8, 10
  br i1 %9, label %10, label %14

10:                                               ; preds = %1
  %11 = load i32, i32* %2, align 4
  %12 = mul nsw i32 %11, 7
  store i32 %12, i32* %4, align 4
  %13 = bitcast i32* %4 to i8*
  invoke void @_CxxThrowException(i8* %13, %eh.ThrowInfo* @_TI1H) #6
          to label %26 unwind label %24

14:                                               ; preds = %1
  %15 = load i32, i32* %2, align 4
  %16 = add nsw i32 %15, 1
  %17 = invoke noundef i32 @"?recurse@@YAHH@Z"(i32 noundef %16)
          to label %18 unwind label %24

18:                                               ; preds = %14
  store i32 %17, i32* %5, align 4
  %19 = load i32, i32* %2, align 4
  %20 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @"??_C@_0BJ@MJHMIDKJ@never?3?5after?5call?5at?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %19)
          to label %21 unwind label %24

21:                                               ; preds = %18
  %22 = load i32, i32* %5, align 4
  %23 = add nsw i32 %22, 1
  call x86_thiscallcc void @"??1Frame@@QAE@XZ"(%struct.Frame* noundef nonnull align 4 dereferenceable(4) %3) #5
  ret i32 %23

24:                                               ; preds = %18, %14, %10
  %25 = cleanuppad within none []
  call x86_thiscallcc void @"??1Frame@@QAE@XZ"(%struct.Frame* noundef nonnull align 4 dereferenceable(4) %3) #5 [ "funclet"(token %25) ]
  cleanupret from %25 unwind to caller

26:                                               ; preds = %10
  unreachable
}

declare dso_local i32 @__CxxFrameHandler3(...)

declare dso_local i32 @printf(i8* noundef, ...) #3

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1Frame@@QAE@XZ"(%struct.Frame* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #4 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = alloca %struct.Frame*, align 4
  store %struct.Frame* %0, %struct.Frame** %2, align 4
  %3 = load %struct.Frame*, %struct.Frame** %2, align 4
  %4 = getelementptr inbounds %struct.Frame, %struct.Frame* %3, i32 0, i32 0
  %5 = load i32, i32* %4, align 4
  %6 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09OJIGJHDP@leave?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret void

8:                                                ; preds = %1
  %9 = cleanuppad within none []
  call void @__std_terminate() #7 [ "funclet"(token %9) ]
  unreachable
}

declare dso_local x86_stdcallcc void @_CxxThrowException(i8*, %eh.ThrowInfo*)

declare dso_local void @__std_terminate()

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { noreturn }
attributes #7 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{!"Debian clang version 14.0.6"}
