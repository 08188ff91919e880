; ModuleID = 'noexcept_violation.cpp'
source_filename = "noexcept_violation.cpp"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.20.0"

%rtti.TypeDescriptor10 = type { i8**, i8*, [11 x i8] }
%eh.CatchableType = type { i32, i8*, i32, i32, i32, i32, i8* }
%eh.CatchableTypeArray.1 = type { i32, [1 x %eh.CatchableType*] }
%eh.ThrowInfo = type { i32, i8*, i8*, i8* }
%struct.Trace = type { i8* }
%struct.Oops = type { i32 }

$"??0Trace@@QAE@PBD@Z" = comdat any

$"??1Trace@@QAE@XZ" = comdat any

$"??_C@_04GHJNJNPO@main?$AA@" = comdat any

$"??_C@_0L@DEHGFJFF@Trace?$CI?$CFs?$CJ?6?$AA@" = comdat any

$"??_C@_08JHOPGFOO@promise?6?$AA@" = comdat any

$"??_C@_06DGNDMPDK@never?6?$AA@" = comdat any

$"??_C@_07PCOLHLLC@thrower?$AA@" = comdat any

$"??_R0?AUOops@@@8" = comdat any

$"_CT??_R0?AUOops@@@84" = comdat any

$"_CTA1?AUOops@@" = comdat any

$"_TI1?AUOops@@" = comdat any

$"??_C@_0M@OJFPHMDM@?$HOTrace?$CI?$CFs?$CJ?6?$AA@" = comdat any

@"??_C@_04GHJNJNPO@main?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"main\00", comdat, align 1
@"??_C@_0L@DEHGFJFF@Trace?$CI?$CFs?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"Trace(%s)\0A\00", comdat, align 1
@"??_C@_08JHOPGFOO@promise?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [9 x i8] c"promise\0A\00", comdat, align 1
@"??_C@_06DGNDMPDK@never?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"never\0A\00", comdat, align 1
@"??_C@_07PCOLHLLC@thrower?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"thrower\00", comdat, align 1
@"??_7type_info@@6B@" = external constant i8*
@"??_R0?AUOops@@@8" = linkonce_odr global %rtti.TypeDescriptor10 { i8** @"??_7type_info@@6B@", i8* null, [11 x i8] c".?AUOops@@\00" }, comdat
@"_CT??_R0?AUOops@@@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i8* bitcast (%rtti.TypeDescriptor10* @"??_R0?AUOops@@@8" to i8*), i32 0, i32 -1, i32 0, i32 4, i8* null }, section ".xdata", comdat
@"_CTA1?AUOops@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x %eh.CatchableType*] [%eh.CatchableType* @"_CT??_R0?AUOops@@@84"] }, section ".xdata", comdat
@"_TI1?AUOops@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i8* null, i8* null, i8* bitcast (%eh.CatchableTypeArray.1* @"_CTA1?AUOops@@" to i8*) }, section ".xdata", comdat
@"??_C@_0M@OJFPHMDM@?$HOTrace?$CI?$CFs?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"~Trace(%s)\0A\00", comdat, align 1

; Function Attrs: mustprogress noinline norecurse optnone
define dso_local noundef i32 @main(i32 noundef %0, i8** noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i8**, align 4
  %5 = alloca i32, align 4
  %6 = alloca %struct.Trace, align 4
  store i32 0, i32* %3, align 4
  store i8** %1, i8*** %4, align 4
  store i32 %0, i32* %5, align 4
  %7 = call x86_thiscallcc noundef %struct.Trace* @"??0Trace@@QAE@PBD@Z"(%struct.Trace* noundef nonnull align 4 dereferenceable(4) %6, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04GHJNJNPO@main?$AA@", i32 0, i32 0))
  %8 = load i32, i32* %5, align 4
  call void @"?promise@@YAXH@Z"(i32 noundef %8) #6
  store i32 0, i32* %3, align 4
  call x86_thiscallcc void @"??1Trace@@QAE@XZ"(%struct.Trace* noundef nonnull align 4 dereferenceable(4) %6) #6
  %9 = load i32, i32* %3, align 4
  ret i32 %9
}

; Function Attrs: noinline optnone
define linkonce_odr dso_local x86_thiscallcc noundef %struct.Trace* @"??0Trace@@QAE@PBD@Z"(%struct.Trace* noundef nonnull returned align 4 dereferenceable(4) %0, i8* noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca i8*, align 4
  %4 = alloca %struct.Trace*, align 4
  store i8* %1, i8** %3, align 4
  store %struct.Trace* %0, %struct.Trace** %4, align 4
  %5 = load %struct.Trace*, %struct.Trace** %4, align 4
  %6 = getelementptr inbounds %struct.Trace, %struct.Trace* %5, i32 0, i32 0
  %7 = load i8*, i8** %3, align 4
  store i8* %7, i8** %6, align 4
  %8 = getelementptr inbounds %struct.Trace, %struct.Trace* %5, i32 0, i32 0
  %9 = load i8*, i8** %8, align 4
  %10 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @"??_C@_0L@DEHGFJFF@Trace?$CI?$CFs?$CJ?6?$AA@", i32 0, i32 0), i8* noundef %9)
  ret %struct.Trace* %5
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal void @"?promise@@YAXH@Z"(i32 noundef %0) #2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @"??_C@_08JHOPGFOO@promise?6?$AA@", i32 0, i32 0))
          to label %4 unwind label %9

4:                                                ; preds = %1
  %5 = load i32, i32* %2, align 4
  invoke void @"?thrower@@YAXH@Z"(i32 noundef %5)
          to label %6 unwind label %9

6:                                                ; preds = %4
  %7 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06DGNDMPDK@never?6?$AA@", i32 0, i32 0))
          to label %8 unwind label %9

8:                                                ; preds = %6
  ret void

9:                                                ; preds = %6, %4, %1
  %10 = cleanuppad within none []
  call void @__std_terminate() #7 [ "funclet"(token %10) ]
  unreachable
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1Trace@@QAE@XZ"(%struct.Trace* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #3 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = alloca %struct.Trace*, align 4
  store %struct.Trace* %0, %struct.Trace** %2, align 4
  %3 = load %struct.Trace*, %struct.Trace** %2, align 4
  %4 = getelementptr inbounds %struct.Trace, %struct.Trace* %3, i32 0, i32 0
  %5 = load i8*, i8** %4, align 4
  %6 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@OJFPHMDM@?$HOTrace?$CI?$CFs?$CJ?6?$AA@", i32 0, i32 0), i8* noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret void

8:                                                ; preds = %1
  %9 = cleanuppad within none []
  call void @__std_terminate() #7 [ "funclet"(token %9) ]
  unreachable
}

declare dso_local i32 @printf(i8* noundef, ...) #4

declare dso_local i32 @__CxxFrameHandler3(...)

declare dso_local void @__std_terminate()

; Function Attrs: mustprogress noinline optnone
define internal void @"?thrower@@YAXH@Z"(i32 noundef %0) #5 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Trace, align 4
  %4 = alloca %struct.Oops, align 4
  store i32 %0, i32* %2, align 4
  %5 = call x86_thiscallcc noundef %struct.Trace* @"??0Trace@@QAE@PBD@Z"(%struct.Trace* noundef nonnull align 4 dereferenceable(4) %3, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07PCOLHLLC@thrower?$AA@", i32 0, i32 0))
  %6 = load i32, i32* %2, align 4
  %7 = icmp sgt i32 %6, 0
  br i1 %7, label %8, label %12

8:                                                ; preds = %1
  %9 = getelementptr inbounds %struct.Oops, %struct.Oops* %4, i32 0, i32 0
  %10 = load i32, i32* %2, align 4
  store i32 %10, i32* %9, align 4
  %11 = bitcast %struct.Oops* %4 to i8*
  invoke void @_CxxThrowException(i8* %11, %eh.ThrowInfo* @"_TI1?AUOops@@") #8
          to label %15 unwind label %13

12:                                               ; preds = %1
  call x86_thiscallcc void @"??1Trace@@QAE@XZ"(%struct.Trace* noundef nonnull align 4 dereferenceable(4) %3) #6
  ret void

13:                                               ; preds = %8
  %14 = cleanuppad within none []
  call x86_thiscallcc void @"??1Trace@@QAE@XZ"(%struct.Trace* noundef nonnull align 4 dereferenceable(4) %3) #6 [ "funclet"(token %14) ]
  cleanupret from %14 unwind to caller

15:                                               ; preds = %8
  unreachable
}

declare dso_local x86_stdcallcc void @_CxxThrowException(i8*, %eh.ThrowInfo*)

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { noreturn nounwind }
attributes #8 = { noreturn }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{!"Debian clang version 14.0.6"}
