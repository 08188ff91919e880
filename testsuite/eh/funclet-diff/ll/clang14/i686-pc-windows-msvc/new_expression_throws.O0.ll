; ModuleID = 'new_expression_throws.cpp'
source_filename = "new_expression_throws.cpp"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.20.0"

%rtti.TypeDescriptor2 = type { i8**, i8*, [3 x i8] }
%eh.CatchableType = type { i32, i8*, i32, i32, i32, i32, i8* }
%eh.CatchableTypeArray.1 = type { i32, [1 x %eh.CatchableType*] }
%eh.ThrowInfo = type { i32, i8*, i8*, i8* }
%struct.Obj = type { i32 }

$"??2Obj@@SAPAXI@Z" = comdat any

$"??0Obj@@QAE@H@Z" = comdat any

$"??3Obj@@SAXPAX@Z" = comdat any

$"??2Obj@@SAPAXIH@Z" = comdat any

$"??3Obj@@SAXPAXH@Z" = comdat any

$"??1Obj@@QAE@XZ" = comdat any

$"??_R0H@8" = comdat any

$"??_C@_09NDOIMLEA@never?5?$CFd?6?$AA@" = comdat any

$"??_C@_0L@MIIHEIHH@caught?5?$CFd?6?$AA@" = comdat any

$"??_C@_0O@DPBHOCLP@operator?5new?6?$AA@" = comdat any

$"??_C@_08DODMEBHE@Obj?$CI?$CFd?$CJ?6?$AA@" = comdat any

$"_CT??_R0H@84" = comdat any

$_CTA1H = comdat any

$_TI1H = comdat any

$"??_C@_0BB@JCIEHFDN@operator?5delete?6?$AA@" = comdat any

$"??_C@_0BP@EMFKCHAO@placement?5operator?5new?5tag?$DN?$CFd?6?$AA@" = comdat any

$"??_C@_0CC@EFCCAHBM@placement?5operator?5delete?5tag?$DN?$CFd@" = comdat any

$"??_C@_09NDDPIIIH@?$HOObj?$CI?$CFd?$CJ?6?$AA@" = comdat any

@"??_7type_info@@6B@" = external constant i8*
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { i8** @"??_7type_info@@6B@", i8* null, [3 x i8] c".H\00" }, comdat
@"??_C@_09NDOIMLEA@never?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"never %d\0A\00", comdat, align 1
@"??_C@_0L@MIIHEIHH@caught?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"caught %d\0A\00", comdat, align 1
@"??_C@_0O@DPBHOCLP@operator?5new?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"operator new\0A\00", comdat, align 1
@"??_C@_08DODMEBHE@Obj?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [9 x i8] c"Obj(%d)\0A\00", comdat, align 1
@"_CT??_R0H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i8* bitcast (%rtti.TypeDescriptor2* @"??_R0H@8" to i8*), i32 0, i32 -1, i32 0, i32 4, i8* null }, section ".xdata", comdat
@_CTA1H = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x %eh.CatchableType*] [%eh.CatchableType* @"_CT??_R0H@84"] }, section ".xdata", comdat
@_TI1H = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i8* null, i8* null, i8* bitcast (%eh.CatchableTypeArray.1* @_CTA1H to i8*) }, section ".xdata", comdat
@"??_C@_0BB@JCIEHFDN@operator?5delete?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"operator delete\0A\00", comdat, align 1
@"??_C@_0BP@EMFKCHAO@placement?5operator?5new?5tag?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [31 x i8] c"placement operator new tag=%d\0A\00", comdat, align 1
@"??_C@_0CC@EFCCAHBM@placement?5operator?5delete?5tag?$DN?$CFd@" = linkonce_odr dso_local unnamed_addr constant [34 x i8] c"placement operator delete tag=%d\0A\00", comdat, align 1
@"??_C@_09NDDPIIIH@?$HOObj?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"~Obj(%d)\0A\00", comdat, align 1

; Function Attrs: mustprogress noinline norecurse optnone
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Obj*, align 4
  %3 = alloca i32, align 4
  %4 = alloca %struct.Obj*, align 4
  %5 = alloca i32, align 4
  %6 = alloca %struct.Obj*, align 4
  store i32 0, i32* %1, align 4
  %7 = invoke noundef i8* @"??2Obj@@SAPAXI@Z"(i32 noundef 4)
          to label %8 unwind label %16

8:                                                ; preds = %0
  %9 = bitcast i8* %7 to %struct.Obj*
  %10 = invoke x86_thiscallcc noundef %struct.Obj* @"??0Obj@@QAE@H@Z"(%struct.Obj* noundef nonnull align 4 dereferenceable(4) %9, i32 noundef -1)
          to label %11 unwind label %52

11:                                               ; preds = %8
  store %struct.Obj* %9, %struct.Obj** %2, align 4
  %12 = load %struct.Obj*, %struct.Obj** %2, align 4
  %13 = getelementptr inbounds %struct.Obj, %struct.Obj* %12, i32 0, i32 0
  %14 = load i32, i32* %13, align 4
  %15 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09NDOIMLEA@never?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %14)
          to label %51 unwind label %16

16:                                               ; preds = %11, %52, %0
  %17 = catchswitch within none [label %18] unwind to caller

18:                                               ; preds = %16
  %19 = catchpad within %17 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %3]
  %20 = load i32, i32* %3, align 4
  %21 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @"??_C@_0L@MIIHEIHH@caught?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %20) [ "funclet"(token %19) ]
  catchret from %19 to label %22

22:                                               ; preds = %18
  br label %23

23:                                               ; preds = %22, %51
  %24 = invoke noundef i8* @"??2Obj@@SAPAXIH@Z"(i32 noundef 4, i32 noundef 7)
          to label %25 unwind label %33

25:                                               ; preds = %23
  %26 = bitcast i8* %24 to %struct.Obj*
  %27 = invoke x86_thiscallcc noundef %struct.Obj* @"??0Obj@@QAE@H@Z"(%struct.Obj* noundef nonnull align 4 dereferenceable(4) %26, i32 noundef -2)
          to label %28 unwind label %54

28:                                               ; preds = %25
  store %struct.Obj* %26, %struct.Obj** %4, align 4
  %29 = load %struct.Obj*, %struct.Obj** %4, align 4
  %30 = getelementptr inbounds %struct.Obj, %struct.Obj* %29, i32 0, i32 0
  %31 = load i32, i32* %30, align 4
  %32 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09NDOIMLEA@never?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %31)
          to label %50 unwind label %33

33:                                               ; preds = %28, %54, %23
  %34 = catchswitch within none [label %35] unwind to caller

35:                                               ; preds = %33
  %36 = catchpad within %34 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %5]
  %37 = load i32, i32* %5, align 4
  %38 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @"??_C@_0L@MIIHEIHH@caught?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %37) [ "funclet"(token %36) ]
  catchret from %36 to label %39

39:                                               ; preds = %35
  br label %40

40:                                               ; preds = %39, %50
  %41 = call noundef i8* @"??2Obj@@SAPAXI@Z"(i32 noundef 4)
  %42 = bitcast i8* %41 to %struct.Obj*
  %43 = invoke x86_thiscallcc noundef %struct.Obj* @"??0Obj@@QAE@H@Z"(%struct.Obj* noundef nonnull align 4 dereferenceable(4) %42, i32 noundef 3)
          to label %44 unwind label %56

44:                                               ; preds = %40
  store %struct.Obj* %42, %struct.Obj** %6, align 4
  %45 = load %struct.Obj*, %struct.Obj** %6, align 4
  %46 = icmp eq %struct.Obj* %45, null
  br i1 %46, label %49, label %47

47:                                               ; preds = %44
  call x86_thiscallcc void @"??1Obj@@QAE@XZ"(%struct.Obj* noundef nonnull align 4 dereferenceable(4) %45) #6
  %48 = bitcast %struct.Obj* %45 to i8*
  call void @"??3Obj@@SAXPAX@Z"(i8* noundef %48) #6
  br label %49

49:                                               ; preds = %47, %44
  ret i32 0

50:                                               ; preds = %28
  br label %40

51:                                               ; preds = %11
  br label %23

52:                                               ; preds = %8
  %53 = cleanuppad within none []
  call void @"??3Obj@@SAXPAX@Z"(i8* noundef %7) #6 [ "funclet"(token %53) ]
  cleanupret from %53 unwind label %16

54:                                               ; preds = %25
  %55 = cleanuppad within none []
  call void @"??3Obj@@SAXPAXH@Z"(i8* noundef %24, i32 noundef 7) #6 [ "funclet"(token %55) ]
  cleanupret from %55 unwind label %33

56:                                               ; preds = %40
  %57 = cleanuppad within none []
  call void @"??3Obj@@SAXPAX@Z"(i8* noundef %41) #6 [ "funclet"(token %57) ]
  cleanupret from %57 unwind to caller
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr dso_local noundef i8* @"??2Obj@@SAPAXI@Z"(i32 noundef %0) #1 comdat align 2 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @"??_C@_0O@DPBHOCLP@operator?5new?6?$AA@", i32 0, i32 0))
  %4 = load i32, i32* %2, align 4
  %5 = call i8* @malloc(i32 noundef %4)
  ret i8* %5
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: noinline optnone
define linkonce_odr dso_local x86_thiscallcc noundef %struct.Obj* @"??0Obj@@QAE@H@Z"(%struct.Obj* noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca i32, align 4
  %4 = alloca %struct.Obj*, align 4
  %5 = alloca i32, align 4
  store i32 %1, i32* %3, align 4
  store %struct.Obj* %0, %struct.Obj** %4, align 4
  %6 = load %struct.Obj*, %struct.Obj** %4, align 4
  %7 = getelementptr inbounds %struct.Obj, %struct.Obj* %6, i32 0, i32 0
  %8 = load i32, i32* %3, align 4
  store i32 %8, i32* %7, align 4
  %9 = getelementptr inbounds %struct.Obj, %struct.Obj* %6, i32 0, i32 0
  %10 = load i32, i32* %9, align 4
  %11 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @"??_C@_08DODMEBHE@Obj?$CI?$CFd?$CJ?6?$AA@", i32 0, i32 0), i32 noundef %10)
  %12 = getelementptr inbounds %struct.Obj, %struct.Obj* %6, i32 0, i32 0
  %13 = load i32, i32* %12, align 4
  %14 = icmp slt i32 %13, 0
  br i1 %14, label %15, label %19

15:                                               ; preds = %2
  %16 = getelementptr inbounds %struct.Obj, %struct.Obj* %6, i32 0, i32 0
  %17 = load i32, i32* %16, align 4
  store i32 %17, i32* %5, align 4
  %18 = bitcast i32* %5 to i8*
  call void @_CxxThrowException(i8* %18, %eh.ThrowInfo* @_TI1H) #7
  unreachable

19:                                               ; preds = %2
  ret %struct.Obj* %6
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @"??3Obj@@SAXPAX@Z"(i8* noundef %0) #3 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = alloca i8*, align 4
  store i8* %0, i8** %2, align 4
  %3 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @"??_C@_0BB@JCIEHFDN@operator?5delete?6?$AA@", i32 0, i32 0))
          to label %4 unwind label %7

4:                                                ; preds = %1
  %5 = load i8*, i8** %2, align 4
  invoke void @free(i8* noundef %5)
          to label %6 unwind label %7

6:                                                ; preds = %4
  ret void

7:                                                ; preds = %4, %1
  %8 = cleanuppad within none []
  call void @__std_terminate() #8 [ "funclet"(token %8) ]
  unreachable
}

declare dso_local i32 @printf(i8* noundef, ...) #4

; Function Attrs: mustprogress noinline optnone
define linkonce_odr dso_local noundef i8* @"??2Obj@@SAPAXIH@Z"(i32 noundef %0, i32 noundef %1) #1 comdat align 2 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %1, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  %5 = load i32, i32* %3, align 4
  %6 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([31 x i8], [31 x i8]* @"??_C@_0BP@EMFKCHAO@placement?5operator?5new?5tag?$DN?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %5)
  %7 = load i32, i32* %4, align 4
  %8 = call i8* @malloc(i32 noundef %7)
  ret i8* %8
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @"??3Obj@@SAXPAXH@Z"(i8* noundef %0, i32 noundef %1) #3 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %3 = alloca i32, align 4
  %4 = alloca i8*, align 4
  store i32 %1, i32* %3, align 4
  store i8* %0, i8** %4, align 4
  %5 = load i32, i32* %3, align 4
  %6 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([34 x i8], [34 x i8]* @"??_C@_0CC@EFCCAHBM@placement?5operator?5delete?5tag?$DN?$CFd@", i32 0, i32 0), i32 noundef %5)
          to label %7 unwind label %10

7:                                                ; preds = %2
  %8 = load i8*, i8** %4, align 4
  invoke void @free(i8* noundef %8)
          to label %9 unwind label %10

9:                                                ; preds = %7
  ret void

10:                                               ; preds = %7, %2
  %11 = cleanuppad within none []
  call void @__std_terminate() #8 [ "funclet"(token %11) ]
  unreachable
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1Obj@@QAE@XZ"(%struct.Obj* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #5 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = alloca %struct.Obj*, align 4
  store %struct.Obj* %0, %struct.Obj** %2, align 4
  %3 = load %struct.Obj*, %struct.Obj** %2, align 4
  %4 = getelementptr inbounds %struct.Obj, %struct.Obj* %3, i32 0, i32 0
  %5 = load i32, i32* %4, align 4
  %6 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09NDDPIIIH@?$HOObj?$CI?$CFd?$CJ?6?$AA@", i32 0, i32 0), i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret void

8:                                                ; preds = %1
  %9 = cleanuppad within none []
  call void @__std_terminate() #8 [ "funclet"(token %9) ]
  unreachable
}

declare dso_local i8* @malloc(i32 noundef) #4

declare dso_local x86_stdcallcc void @_CxxThrowException(i8*, %eh.ThrowInfo*)

declare dso_local void @__std_terminate()

declare dso_local void @free(i8* noundef) #4

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { noreturn }
attributes #8 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{!"Debian clang version 14.0.6"}
