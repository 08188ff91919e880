; ModuleID = 'dtor_catches_during_unwind.cpp'
source_filename = "dtor_catches_during_unwind.cpp"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.20.0"

%rtti.TypeDescriptor9 = type { i8**, i8*, [10 x i8] }
%eh.CatchableType = type { i32, i8*, i32, i32, i32, i32, i8* }
%eh.CatchableTypeArray.1 = type { i32, [1 x %eh.CatchableType*] }
%eh.ThrowInfo = type { i32, i8*, i8*, i8* }
%rtti.TypeDescriptor2 = type { i8**, i8*, [3 x i8] }
%struct.Err = type { i32 }
%struct.Careful = type { i8 }

$"??1Err@@QAE@XZ" = comdat any

$"??1Careful@@QAE@XZ" = comdat any

$"??_R0?AUErr@@@8" = comdat any

$"??_C@_0BA@EKNKJOGE@main?5caught?5?$CFd?6?$AA@" = comdat any

$"_CT??_R0?AUErr@@@84" = comdat any

$"_CTA1?AUErr@@" = comdat any

$"_TI1?AUErr@@" = comdat any

$"??_C@_09GOJLOBJL@?$HOErr?$CI?$CFd?$CJ?6?$AA@" = comdat any

$"??_C@_0BA@CGMNMFFI@?$HOCareful?5start?6?$AA@" = comdat any

$"??_C@_0BM@LBGLBAJK@?$HOCareful?5caught?5its?5own?5?$CFd?6?$AA@" = comdat any

$"??_R0H@8" = comdat any

$"_CT??_R0H@84" = comdat any

$_CTA1H = comdat any

$_TI1H = comdat any

$"??_C@_0BI@BEHIENHK@?$HOCareful?5caught?5int?5?$CFd?6?$AA@" = comdat any

$"??_C@_0O@JCOJCOPP@?$HOCareful?5end?6?$AA@" = comdat any

@"??_7type_info@@6B@" = external constant i8*
@"??_R0?AUErr@@@8" = linkonce_odr global %rtti.TypeDescriptor9 { i8** @"??_7type_info@@6B@", i8* null, [10 x i8] c".?AUErr@@\00" }, comdat
@"??_C@_0BA@EKNKJOGE@main?5caught?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"main caught %d\0A\00", comdat, align 1
@"_CT??_R0?AUErr@@@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i8* bitcast (%rtti.TypeDescriptor9* @"??_R0?AUErr@@@8" to i8*), i32 0, i32 -1, i32 0, i32 4, i8* null }, section ".xdata", comdat
@"_CTA1?AUErr@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x %eh.CatchableType*] [%eh.CatchableType* @"_CT??_R0?AUErr@@@84"] }, section ".xdata", comdat
@"_TI1?AUErr@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i8* bitcast (void (%struct.Err*)* @"??1Err@@QAE@XZ" to i8*), i8* null, i8* bitcast (%eh.CatchableTypeArray.1* @"_CTA1?AUErr@@" to i8*) }, section ".xdata", comdat
@"??_C@_09GOJLOBJL@?$HOErr?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"~Err(%d)\0A\00", comdat, align 1
@"??_C@_0BA@CGMNMFFI@?$HOCareful?5start?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"~Careful start\0A\00", comdat, align 1
@"??_C@_0BM@LBGLBAJK@?$HOCareful?5caught?5its?5own?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [28 x i8] c"~Careful caught its own %d\0A\00", comdat, align 1
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { i8** @"??_7type_info@@6B@", i8* null, [3 x i8] c".H\00" }, comdat
@"_CT??_R0H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i8* bitcast (%rtti.TypeDescriptor2* @"??_R0H@8" to i8*), i32 0, i32 -1, i32 0, i32 4, i8* null }, section ".xdata", comdat
@_CTA1H = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x %eh.CatchableType*] [%eh.CatchableType* @"_CT??_R0H@84"] }, section ".xdata", comdat
@_TI1H = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i8* null, i8* null, i8* bitcast (%eh.CatchableTypeArray.1* @_CTA1H to i8*) }, section ".xdata", comdat
@"??_C@_0BI@BEHIENHK@?$HOCareful?5caught?5int?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [24 x i8] c"~Careful caught int %d\0A\00", comdat, align 1
@"??_C@_0O@JCOJCOPP@?$HOCareful?5end?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"~Careful end\0A\00", comdat, align 1

; Function Attrs: mustprogress noinline norecurse optnone
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Err*, align 4
  store i32 0, i32* %1, align 4
  invoke void @"?work@@YAXXZ"()
          to label %13 unwind label %3

3:                                                ; preds = %0
  %4 = catchswitch within none [label %5] unwind to caller

5:                                                ; preds = %3
  %6 = catchpad within %4 [%rtti.TypeDescriptor9* @"??_R0?AUErr@@@8", i32 8, %struct.Err** %2]
  %7 = load %struct.Err*, %struct.Err** %2, align 4
  %8 = getelementptr inbounds %struct.Err, %struct.Err* %7, i32 0, i32 0
  %9 = load i32, i32* %8, align 4
  %10 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @"??_C@_0BA@EKNKJOGE@main?5caught?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %9) [ "funclet"(token %6) ]
  catchret from %6 to label %11

11:                                               ; preds = %5
  br label %12

12:                                               ; preds = %11, %13
  ret i32 0

13:                                               ; preds = %0
  br label %12
}

; Function Attrs: mustprogress noinline optnone
define internal void @"?work@@YAXXZ"() #1 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca %struct.Careful, align 1
  %2 = alloca %struct.Err, align 4
  %3 = getelementptr inbounds %struct.Err, %struct.Err* %2, i32 0, i32 0
  store i32 1, i32* %3, align 4
  %4 = bitcast %struct.Err* %2 to i8*
  invoke void @_CxxThrowException(i8* %4, %eh.ThrowInfo* @"_TI1?AUErr@@") #4
          to label %7 unwind label %5

5:                                                ; preds = %0
  %6 = cleanuppad within none []
  call x86_thiscallcc void @"??1Careful@@QAE@XZ"(%struct.Careful* noundef nonnull align 1 dereferenceable(1) %1) #5 [ "funclet"(token %6) ]
  cleanupret from %6 unwind to caller

7:                                                ; preds = %0
  unreachable
}

declare dso_local i32 @__CxxFrameHandler3(...)

declare dso_local i32 @printf(i8* noundef, ...) #2

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1Err@@QAE@XZ"(%struct.Err* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #3 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = alloca %struct.Err*, align 4
  store %struct.Err* %0, %struct.Err** %2, align 4
  %3 = load %struct.Err*, %struct.Err** %2, align 4
  %4 = getelementptr inbounds %struct.Err, %struct.Err* %3, i32 0, i32 0
  %5 = load i32, i32* %4, align 4
  %6 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09GOJLOBJL@?$HOErr?$CI?$CFd?$CJ?6?$AA@", i32 0, i32 0), i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret void

8:                                                ; preds = %1
  %9 = cleanuppad within none []
  call void @__std_terminate() #6 [ "funclet"(token %9) ]
  unreachable
}

declare dso_local x86_stdcallcc void @_CxxThrowException(i8*, %eh.ThrowInfo*)

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1Careful@@QAE@XZ"(%struct.Careful* noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #3 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = alloca %struct.Careful*, align 4
  %3 = alloca %struct.Err*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store %struct.Careful* %0, %struct.Careful** %2, align 4
  %6 = load %struct.Careful*, %struct.Careful** %2, align 4
  %7 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @"??_C@_0BA@CGMNMFFI@?$HOCareful?5start?6?$AA@", i32 0, i32 0))
          to label %8 unwind label %34

8:                                                ; preds = %1
  invoke void @"?helper2@@YAXH@Z"(i32 noundef 2)
          to label %32 unwind label %9

9:                                                ; preds = %8
  %10 = catchswitch within none [label %11] unwind label %34

11:                                               ; preds = %9
  %12 = catchpad within %10 [%rtti.TypeDescriptor9* @"??_R0?AUErr@@@8", i32 8, %struct.Err** %3]
  %13 = load %struct.Err*, %struct.Err** %3, align 4
  %14 = getelementptr inbounds %struct.Err, %struct.Err* %13, i32 0, i32 0
  %15 = load i32, i32* %14, align 4
  %16 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @"??_C@_0BM@LBGLBAJK@?$HOCareful?5caught?5its?5own?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %15) [ "funclet"(token %12) ]
          to label %17 unwind label %34

17:                                               ; preds = %11
  catchret from %12 to label %18

18:                                               ; preds = %17
  br label %19

19:                                               ; preds = %18, %32
  store i32 3, i32* %4, align 4
  %20 = bitcast i32* %4 to i8*
  invoke void @_CxxThrowException(i8* %20, %eh.ThrowInfo* @_TI1H) #4
          to label %33 unwind label %21

21:                                               ; preds = %19
  %22 = catchswitch within none [label %23] unwind label %34

23:                                               ; preds = %21
  %24 = catchpad within %22 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %5]
  %25 = load i32, i32* %5, align 4
  %26 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @"??_C@_0BI@BEHIENHK@?$HOCareful?5caught?5int?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %25) [ "funclet"(token %24) ]
          to label %27 unwind label %34

27:                                               ; preds = %23
  catchret from %24 to label %28

28:                                               ; preds = %27
  br label %29

29:                                               ; preds = %28
  %30 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @"??_C@_0O@JCOJCOPP@?$HOCareful?5end?6?$AA@", i32 0, i32 0))
          to label %31 unwind label %34

31:                                               ; preds = %29
  ret void

32:                                               ; preds = %8
  br label %19

33:                                               ; preds = %19
  unreachable

34:                                               ; preds = %29, %23, %21, %11, %9, %1
  %35 = cleanuppad within none []
  call void @__std_terminate() #6 [ "funclet"(token %35) ]
  unreachable
}

declare dso_local void @__std_terminate()

; Function Attrs: mustprogress noinline optnone
define internal void @"?helper2@@YAXH@Z"(i32 noundef %0) #1 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  call void @"?helper@@YAXH@Z"(i32 noundef %3)
  ret void
}

; Function Attrs: mustprogress noinline optnone
define internal void @"?helper@@YAXH@Z"(i32 noundef %0) #1 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Err, align 4
  store i32 %0, i32* %2, align 4
  %4 = getelementptr inbounds %struct.Err, %struct.Err* %3, i32 0, i32 0
  %5 = load i32, i32* %2, align 4
  store i32 %5, i32* %4, align 4
  %6 = bitcast %struct.Err* %3 to i8*
  call void @_CxxThrowException(i8* %6, %eh.ThrowInfo* @"_TI1?AUErr@@") #4
  unreachable
}

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
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
