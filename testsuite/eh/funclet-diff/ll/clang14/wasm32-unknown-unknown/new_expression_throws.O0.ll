; ModuleID = 'new_expression_throws.cpp'
source_filename = "new_expression_throws.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Obj = type { i32 }

$_ZN3ObjnwEm = comdat any

$_ZN3ObjC2Ei = comdat any

$_ZN3ObjdlEPv = comdat any

$_ZN3ObjnwEmi = comdat any

$_ZN3ObjdlEPvi = comdat any

$_ZN3ObjD2Ev = comdat any

@_ZTIi = external constant i8*
@.str = private unnamed_addr constant [10 x i8] c"never %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [11 x i8] c"caught %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"operator new\0A\00", align 1
@.str.3 = private unnamed_addr constant [9 x i8] c"Obj(%d)\0A\00", align 1
@.str.4 = private unnamed_addr constant [17 x i8] c"operator delete\0A\00", align 1
@.str.5 = private unnamed_addr constant [31 x i8] c"placement operator new tag=%d\0A\00", align 1
@.str.6 = private unnamed_addr constant [34 x i8] c"placement operator delete tag=%d\0A\00", align 1
@.str.7 = private unnamed_addr constant [10 x i8] c"~Obj(%d)\0A\00", align 1
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Obj*, align 4
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.Obj*, align 4
  %6 = alloca i32, align 4
  %7 = alloca %struct.Obj*, align 4
  store i32 0, i32* %1, align 4
  %8 = invoke noundef i8* @_ZN3ObjnwEm(i32 noundef 4)
          to label %9 unwind label %17

9:                                                ; preds = %0
  %10 = bitcast i8* %8 to %struct.Obj*
  %11 = invoke noundef %struct.Obj* @_ZN3ObjC2Ei(%struct.Obj* noundef nonnull align 4 dereferenceable(4) %10, i32 noundef -1)
          to label %12 unwind label %76

12:                                               ; preds = %9
  store %struct.Obj* %10, %struct.Obj** %2, align 4
  %13 = load %struct.Obj*, %struct.Obj** %2, align 4
  %14 = getelementptr inbounds %struct.Obj, %struct.Obj* %13, i32 0, i32 0
  %15 = load i32, i32* %14, align 4
  %16 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i32 0, i32 0), i32 noundef %15)
          to label %75 unwind label %17

17:                                               ; preds = %12, %76, %0
  %18 = catchswitch within none [label %19] unwind to caller

19:                                               ; preds = %17
  %20 = catchpad within %18 [i8* bitcast (i8** @_ZTIi to i8*)]
  %21 = call i8* @llvm.wasm.get.exception(token %20)
  store i8* %21, i8** %3, align 4
  %22 = call i32 @llvm.wasm.get.ehselector(token %20)
  %23 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #5
  %24 = icmp eq i32 %22, %23
  br i1 %24, label %25, label %34

25:                                               ; preds = %19
  %26 = load i8*, i8** %3, align 4
  %27 = call i8* @__cxa_begin_catch(i8* %26) #5 [ "funclet"(token %20) ]
  %28 = bitcast i8* %27 to i32*
  %29 = load i32, i32* %28, align 4
  store i32 %29, i32* %4, align 4
  %30 = load i32, i32* %4, align 4
  %31 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i32 0, i32 0), i32 noundef %30) [ "funclet"(token %20) ]
          to label %32 unwind label %78

32:                                               ; preds = %25
  call void @__cxa_end_catch() #5 [ "funclet"(token %20) ]
  catchret from %20 to label %33

33:                                               ; preds = %32
  br label %35

34:                                               ; preds = %19
  call void @llvm.wasm.rethrow() #7 [ "funclet"(token %20) ]
  unreachable

35:                                               ; preds = %33, %75
  %36 = invoke noundef i8* @_ZN3ObjnwEmi(i32 noundef 4, i32 noundef 7)
          to label %37 unwind label %45

37:                                               ; preds = %35
  %38 = bitcast i8* %36 to %struct.Obj*
  %39 = invoke noundef %struct.Obj* @_ZN3ObjC2Ei(%struct.Obj* noundef nonnull align 4 dereferenceable(4) %38, i32 noundef -2)
          to label %40 unwind label %80

40:                                               ; preds = %37
  store %struct.Obj* %38, %struct.Obj** %5, align 4
  %41 = load %struct.Obj*, %struct.Obj** %5, align 4
  %42 = getelementptr inbounds %struct.Obj, %struct.Obj* %41, i32 0, i32 0
  %43 = load i32, i32* %42, align 4
  %44 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i32 0, i32 0), i32 noundef %43)
          to label %74 unwind label %45

45:                                               ; preds = %40, %80, %35
  %46 = catchswitch within none [label %47] unwind to caller

47:                                               ; preds = %45
  %48 = catchpad within %46 [i8* bitcast (i8** @_ZTIi to i8*)]
  %49 = call i8* @llvm.wasm.get.exception(token %48)
  store i8* %49, i8** %3, align 4
  %50 = call i32 @llvm.wasm.get.ehselector(token %48)
  %51 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #5
  %52 = icmp eq i32 %50, %51
  br i1 %52, label %53, label %62

53:                                               ; preds = %47
  %54 = load i8*, i8** %3, align 4
  %55 = call i8* @__cxa_begin_catch(i8* %54) #5 [ "funclet"(token %48) ]
  %56 = bitcast i8* %55 to i32*
  %57 = load i32, i32* %56, align 4
  store i32 %57, i32* %6, align 4
  %58 = load i32, i32* %6, align 4
  %59 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i32 0, i32 0), i32 noundef %58) [ "funclet"(token %48) ]
          to label %60 unwind label %82

60:                                               ; preds = %53
  call void @__cxa_end_catch() #5 [ "funclet"(token %48) ]
  catchret from %48 to label %61

61:                                               ; preds = %60
  br label %63

62:                                               ; preds = %47
  call void @llvm.wasm.rethrow() #7 [ "funclet"(token %48) ]
  unreachable

63:                                               ; preds = %61, %74
  %64 = call noundef i8* @_ZN3ObjnwEm(i32 noundef 4)
  %65 = bitcast i8* %64 to %struct.Obj*
  %66 = invoke noundef %struct.Obj* @_ZN3ObjC2Ei(%struct.Obj* noundef nonnull align 4 dereferenceable(4) %65, i32 noundef 3)
          to label %67 unwind label %84

67:                                               ; preds = %63
  store %struct.Obj* %65, %struct.Obj** %7, align 4
  %68 = load %struct.Obj*, %struct.Obj** %7, align 4
  %69 = icmp eq %struct.Obj* %68, null
  br i1 %69, label %73, label %70

70:                                               ; preds = %67
  %71 = call noundef %struct.Obj* @_ZN3ObjD2Ev(%struct.Obj* noundef nonnull align 4 dereferenceable(4) %68) #5
  %72 = bitcast %struct.Obj* %68 to i8*
  call void @_ZN3ObjdlEPv(i8* noundef %72) #5
  br label %73

73:                                               ; preds = %70, %67
  ret i32 0

74:                                               ; preds = %40
  br label %63

75:                                               ; preds = %12
  br label %35

76:                                               ; preds = %9
  %77 = cleanuppad within none []
  call void @_ZN3ObjdlEPv(i8* noundef %8) #5 [ "funclet"(token %77) ]
  cleanupret from %77 unwind label %17

78:                                               ; preds = %25
  %79 = cleanuppad within %20 []
  call void @__cxa_end_catch() #5 [ "funclet"(token %79) ]
  cleanupret from %79 unwind to caller

80:                                               ; preds = %37
  %81 = cleanuppad within none []
  call void @_ZN3ObjdlEPvi(i8* noundef %36, i32 noundef 7) #5 [ "funclet"(token %81) ]
  cleanupret from %81 unwind label %45

82:                                               ; preds = %53
  %83 = cleanuppad within %48 []
  call void @__cxa_end_catch() #5 [ "funclet"(token %83) ]
  cleanupret from %83 unwind to caller

84:                                               ; preds = %63
  %85 = cleanuppad within none []
  call void @_ZN3ObjdlEPv(i8* noundef %64) #5 [ "funclet"(token %85) ]
  cleanupret from %85 unwind to caller
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr hidden noundef i8* @_ZN3ObjnwEm(i32 noundef %0) #1 comdat {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.2, i32 0, i32 0))
  %4 = load i32, i32* %2, align 4
  %5 = call i8* @malloc(i32 noundef %4)
  ret i8* %5
}

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: noinline optnone
define linkonce_odr hidden noundef %struct.Obj* @_ZN3ObjC2Ei(%struct.Obj* noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #2 comdat {
  %3 = alloca %struct.Obj*, align 4
  %4 = alloca i32, align 4
  store %struct.Obj* %0, %struct.Obj** %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load %struct.Obj*, %struct.Obj** %3, align 4
  %6 = getelementptr inbounds %struct.Obj, %struct.Obj* %5, i32 0, i32 0
  %7 = load i32, i32* %4, align 4
  store i32 %7, i32* %6, align 4
  %8 = getelementptr inbounds %struct.Obj, %struct.Obj* %5, i32 0, i32 0
  %9 = load i32, i32* %8, align 4
  %10 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.3, i32 0, i32 0), i32 noundef %9)
  %11 = getelementptr inbounds %struct.Obj, %struct.Obj* %5, i32 0, i32 0
  %12 = load i32, i32* %11, align 4
  %13 = icmp slt i32 %12, 0
  br i1 %13, label %14, label %19

14:                                               ; preds = %2
  %15 = call i8* @__cxa_allocate_exception(i32 4) #5
  %16 = bitcast i8* %15 to i32*
  %17 = getelementptr inbounds %struct.Obj, %struct.Obj* %5, i32 0, i32 0
  %18 = load i32, i32* %17, align 4
  store i32 %18, i32* %16, align 16
  call void @__cxa_throw(i8* %15, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #7
  unreachable

19:                                               ; preds = %2
  ret %struct.Obj* %5
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden void @_ZN3ObjdlEPv(i8* noundef %0) #3 comdat personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %2 = alloca i8*, align 4
  store i8* %0, i8** %2, align 4
  %3 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.4, i32 0, i32 0))
          to label %4 unwind label %7

4:                                                ; preds = %1
  %5 = load i8*, i8** %2, align 4
  invoke void @free(i8* noundef %5)
          to label %6 unwind label %7

6:                                                ; preds = %4
  ret void

7:                                                ; preds = %4, %1
  %8 = cleanuppad within none []
  call void @_ZSt9terminatev() #9 [ "funclet"(token %8) ]
  unreachable
}

declare i32 @printf(i8* noundef, ...) #4

; Function Attrs: nounwind
declare i8* @llvm.wasm.get.exception(token) #5

; Function Attrs: nounwind
declare i32 @llvm.wasm.get.ehselector(token) #5

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #6

declare i8* @__cxa_begin_catch(i8*)

declare void @__cxa_end_catch()

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #7

; Function Attrs: mustprogress noinline optnone
define linkonce_odr hidden noundef i8* @_ZN3ObjnwEmi(i32 noundef %0, i32 noundef %1) #1 comdat {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %4, align 4
  %6 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([31 x i8], [31 x i8]* @.str.5, i32 0, i32 0), i32 noundef %5)
  %7 = load i32, i32* %3, align 4
  %8 = call i8* @malloc(i32 noundef %7)
  ret i8* %8
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden void @_ZN3ObjdlEPvi(i8* noundef %0, i32 noundef %1) #3 comdat personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  store i8* %0, i8** %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %4, align 4
  %6 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([34 x i8], [34 x i8]* @.str.6, i32 0, i32 0), i32 noundef %5)
          to label %7 unwind label %10

7:                                                ; preds = %2
  %8 = load i8*, i8** %3, align 4
  invoke void @free(i8* noundef %8)
          to label %9 unwind label %10

9:                                                ; preds = %7
  ret void

10:                                               ; preds = %7, %2
  %11 = cleanuppad within none []
  call void @_ZSt9terminatev() #9 [ "funclet"(token %11) ]
  unreachable
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Obj* @_ZN3ObjD2Ev(%struct.Obj* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #8 comdat personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %2 = alloca %struct.Obj*, align 4
  store %struct.Obj* %0, %struct.Obj** %2, align 4
  %3 = load %struct.Obj*, %struct.Obj** %2, align 4
  %4 = getelementptr inbounds %struct.Obj, %struct.Obj* %3, i32 0, i32 0
  %5 = load i32, i32* %4, align 4
  %6 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.7, i32 0, i32 0), i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret %struct.Obj* %3

8:                                                ; preds = %1
  %9 = cleanuppad within none []
  call void @_ZSt9terminatev() #9 [ "funclet"(token %9) ]
  unreachable
}

declare i8* @malloc(i32 noundef) #4

declare i8* @__cxa_allocate_exception(i32)

declare void @__cxa_throw(i8*, i8*, i8*)

declare void @_ZSt9terminatev()

declare void @free(i8* noundef) #4

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { mustprogress noinline optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #2 = { noinline optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #3 = { mustprogress noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #4 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #5 = { nounwind }
attributes #6 = { nounwind readnone }
attributes #7 = { noreturn }
attributes #8 = { noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #9 = { noreturn nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
