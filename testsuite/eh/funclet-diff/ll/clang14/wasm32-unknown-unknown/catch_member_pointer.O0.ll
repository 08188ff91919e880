; ModuleID = 'catch_member_pointer.cpp'
source_filename = "catch_member_pointer.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.S = type { i32, i32 }

$_ZN1S5twiceEv = comdat any

$_ZTSM1Ti = comdat any

$_ZTS1T = comdat any

$_ZTI1T = comdat any

$_ZTIM1Ti = comdat any

$_ZTSM1Si = comdat any

$_ZTS1S = comdat any

$_ZTI1S = comdat any

$_ZTIM1Si = comdat any

$_ZTSM1SKi = comdat any

$_ZTIM1SKi = comdat any

$_ZTSM1SFivE = comdat any

$_ZTSFivE = comdat any

$_ZTIFivE = comdat any

$_ZTIM1SFivE = comdat any

@_ZTVN10__cxxabiv129__pointer_to_member_type_infoE = external global i8*
@_ZTSM1Ti = linkonce_odr hidden constant [5 x i8] c"M1Ti\00", comdat, align 1
@_ZTIi = external constant i8*
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS1T = linkonce_odr hidden constant [3 x i8] c"1T\00", comdat, align 1
@_ZTI1T = linkonce_odr hidden constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1T, i32 0, i32 0) }, comdat, align 4
@_ZTIM1Ti = linkonce_odr hidden constant { i8*, i8*, i32, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv129__pointer_to_member_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @_ZTSM1Ti, i32 0, i32 0), i32 0, i8* bitcast (i8** @_ZTIi to i8*), i8* bitcast ({ i8*, i8* }* @_ZTI1T to i8*) }, comdat, align 4
@_ZTSM1Si = linkonce_odr hidden constant [5 x i8] c"M1Si\00", comdat, align 1
@_ZTS1S = linkonce_odr hidden constant [3 x i8] c"1S\00", comdat, align 1
@_ZTI1S = linkonce_odr hidden constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1S, i32 0, i32 0) }, comdat, align 4
@_ZTIM1Si = linkonce_odr hidden constant { i8*, i8*, i32, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv129__pointer_to_member_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @_ZTSM1Si, i32 0, i32 0), i32 0, i8* bitcast (i8** @_ZTIi to i8*), i8* bitcast ({ i8*, i8* }* @_ZTI1S to i8*) }, comdat, align 4
@.str = private unnamed_addr constant [16 x i8] c"int S::* -> %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"wrong: int T::*\0A\00", align 1
@_ZTSM1SKi = linkonce_odr hidden constant [6 x i8] c"M1SKi\00", comdat, align 1
@_ZTIM1SKi = linkonce_odr hidden constant { i8*, i8*, i32, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv129__pointer_to_member_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTSM1SKi, i32 0, i32 0), i32 1, i8* bitcast (i8** @_ZTIi to i8*), i8* bitcast ({ i8*, i8* }* @_ZTI1S to i8*) }, comdat, align 4
@.str.2 = private unnamed_addr constant [22 x i8] c"const int S::* -> %d\0A\00", align 1
@_ZTSM1SFivE = linkonce_odr hidden constant [8 x i8] c"M1SFivE\00", comdat, align 1
@_ZTVN10__cxxabiv120__function_type_infoE = external global i8*
@_ZTSFivE = linkonce_odr constant [5 x i8] c"FivE\00", comdat, align 1
@_ZTIFivE = linkonce_odr constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__function_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @_ZTSFivE, i32 0, i32 0) }, comdat, align 4
@_ZTIM1SFivE = linkonce_odr hidden constant { i8*, i8*, i32, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv129__pointer_to_member_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @_ZTSM1SFivE, i32 0, i32 0), i32 0, i8* bitcast ({ i8*, i8* }* @_ZTIFivE to i8*), i8* bitcast ({ i8*, i8* }* @_ZTI1S to i8*) }, comdat, align 4
@.str.3 = private unnamed_addr constant [20 x i8] c"int (S::*)() -> %d\0A\00", align 1
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca %struct.S, align 4
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca { i32, i32 }, align 4
  store i32 0, i32* %1, align 4
  %8 = getelementptr inbounds %struct.S, %struct.S* %2, i32 0, i32 0
  store i32 3, i32* %8, align 4
  %9 = getelementptr inbounds %struct.S, %struct.S* %2, i32 0, i32 1
  store i32 4, i32* %9, align 4
  %10 = call i8* @__cxa_allocate_exception(i32 4) #1
  %11 = bitcast i8* %10 to i32*
  store i32 4, i32* %11, align 16
  invoke void @__cxa_throw(i8* %10, i8* bitcast ({ i8*, i8*, i32, i8*, i8* }* @_ZTIM1Si to i8*), i8* null) #4
          to label %120 unwind label %12

12:                                               ; preds = %0
  %13 = catchswitch within none [label %14] unwind to caller

14:                                               ; preds = %12
  %15 = catchpad within %13 [i8* bitcast ({ i8*, i8*, i32, i8*, i8* }* @_ZTIM1Ti to i8*), i8* bitcast ({ i8*, i8*, i32, i8*, i8* }* @_ZTIM1Si to i8*)]
  %16 = call i8* @llvm.wasm.get.exception(token %15)
  store i8* %16, i8** %3, align 4
  %17 = call i32 @llvm.wasm.get.ehselector(token %15)
  %18 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i32, i8*, i8* }* @_ZTIM1Ti to i8*)) #1
  %19 = icmp eq i32 %17, %18
  br i1 %19, label %20, label %28

20:                                               ; preds = %14
  %21 = load i8*, i8** %3, align 4
  %22 = call i8* @__cxa_begin_catch(i8* %21) #1 [ "funclet"(token %15) ]
  %23 = bitcast i8* %22 to i32*
  %24 = load i32, i32* %23, align 4
  store i32 %24, i32* %5, align 4
  %25 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.1, i32 0, i32 0)) [ "funclet"(token %15) ]
          to label %26 unwind label %105

26:                                               ; preds = %20
  call void @__cxa_end_catch() #1 [ "funclet"(token %15) ]
  catchret from %15 to label %27

27:                                               ; preds = %26
  br label %45

28:                                               ; preds = %14
  %29 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i32, i8*, i8* }* @_ZTIM1Si to i8*)) #1
  %30 = icmp eq i32 %17, %29
  br i1 %30, label %31, label %44

31:                                               ; preds = %28
  %32 = load i8*, i8** %3, align 4
  %33 = call i8* @__cxa_begin_catch(i8* %32) #1 [ "funclet"(token %15) ]
  %34 = bitcast i8* %33 to i32*
  %35 = load i32, i32* %34, align 4
  store i32 %35, i32* %4, align 4
  %36 = load i32, i32* %4, align 4
  %37 = bitcast %struct.S* %2 to i8*
  %38 = getelementptr inbounds i8, i8* %37, i32 %36
  %39 = bitcast i8* %38 to i32*
  %40 = load i32, i32* %39, align 4
  %41 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str, i32 0, i32 0), i32 noundef %40) [ "funclet"(token %15) ]
          to label %42 unwind label %103

42:                                               ; preds = %31
  call void @__cxa_end_catch() #1 [ "funclet"(token %15) ]
  catchret from %15 to label %43

43:                                               ; preds = %42
  br label %45

44:                                               ; preds = %28
  call void @llvm.wasm.rethrow() #4 [ "funclet"(token %15) ]
  unreachable

45:                                               ; preds = %27, %43
  %46 = call i8* @__cxa_allocate_exception(i32 4) #1
  %47 = bitcast i8* %46 to i32*
  store i32 0, i32* %47, align 16
  invoke void @__cxa_throw(i8* %46, i8* bitcast ({ i8*, i8*, i32, i8*, i8* }* @_ZTIM1Si to i8*), i8* null) #4
          to label %120 unwind label %48

48:                                               ; preds = %45
  %49 = catchswitch within none [label %50] unwind to caller

50:                                               ; preds = %48
  %51 = catchpad within %49 [i8* bitcast ({ i8*, i8*, i32, i8*, i8* }* @_ZTIM1SKi to i8*)]
  %52 = call i8* @llvm.wasm.get.exception(token %51)
  store i8* %52, i8** %3, align 4
  %53 = call i32 @llvm.wasm.get.ehselector(token %51)
  %54 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i32, i8*, i8* }* @_ZTIM1SKi to i8*)) #1
  %55 = icmp eq i32 %53, %54
  br i1 %55, label %56, label %69

56:                                               ; preds = %50
  %57 = load i8*, i8** %3, align 4
  %58 = call i8* @__cxa_begin_catch(i8* %57) #1 [ "funclet"(token %51) ]
  %59 = bitcast i8* %58 to i32*
  %60 = load i32, i32* %59, align 4
  store i32 %60, i32* %6, align 4
  %61 = load i32, i32* %6, align 4
  %62 = bitcast %struct.S* %2 to i8*
  %63 = getelementptr inbounds i8, i8* %62, i32 %61
  %64 = bitcast i8* %63 to i32*
  %65 = load i32, i32* %64, align 4
  %66 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.2, i32 0, i32 0), i32 noundef %65) [ "funclet"(token %51) ]
          to label %67 unwind label %107

67:                                               ; preds = %56
  call void @__cxa_end_catch() #1 [ "funclet"(token %51) ]
  catchret from %51 to label %68

68:                                               ; preds = %67
  br label %70

69:                                               ; preds = %50
  call void @llvm.wasm.rethrow() #4 [ "funclet"(token %51) ]
  unreachable

70:                                               ; preds = %68
  %71 = call i8* @__cxa_allocate_exception(i32 8) #1
  %72 = bitcast i8* %71 to { i32, i32 }*
  store { i32, i32 } { i32 ptrtoint (i32 (%struct.S*)* @_ZN1S5twiceEv to i32), i32 0 }, { i32, i32 }* %72, align 16
  invoke void @__cxa_throw(i8* %71, i8* bitcast ({ i8*, i8*, i32, i8*, i8* }* @_ZTIM1SFivE to i8*), i8* null) #4
          to label %120 unwind label %73

73:                                               ; preds = %70
  %74 = catchswitch within none [label %75] unwind to caller

75:                                               ; preds = %73
  %76 = catchpad within %74 [i8* bitcast ({ i8*, i8*, i32, i8*, i8* }* @_ZTIM1SFivE to i8*)]
  %77 = call i8* @llvm.wasm.get.exception(token %76)
  store i8* %77, i8** %3, align 4
  %78 = call i32 @llvm.wasm.get.ehselector(token %76)
  %79 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i32, i8*, i8* }* @_ZTIM1SFivE to i8*)) #1
  %80 = icmp eq i32 %78, %79
  br i1 %80, label %81, label %101

81:                                               ; preds = %75
  %82 = load i8*, i8** %3, align 4
  %83 = call i8* @__cxa_begin_catch(i8* %82) #1 [ "funclet"(token %76) ]
  %84 = bitcast i8* %83 to { i32, i32 }*
  %85 = load { i32, i32 }, { i32, i32 }* %84, align 4
  store { i32, i32 } %85, { i32, i32 }* %7, align 4
  %86 = load { i32, i32 }, { i32, i32 }* %7, align 4
  %87 = extractvalue { i32, i32 } %86, 1
  %88 = ashr i32 %87, 1
  %89 = bitcast %struct.S* %2 to i8*
  %90 = getelementptr inbounds i8, i8* %89, i32 %88
  %91 = bitcast i8* %90 to %struct.S*
  %92 = extractvalue { i32, i32 } %86, 0
  %93 = and i32 %87, 1
  %94 = icmp ne i32 %93, 0
  br i1 %94, label %95, label %109

95:                                               ; preds = %81
  %96 = bitcast %struct.S* %91 to i8**
  %97 = load i8*, i8** %96, align 4
  %98 = getelementptr i8, i8* %97, i32 %92, !nosanitize !2
  %99 = bitcast i8* %98 to i32 (%struct.S*)**, !nosanitize !2
  %100 = load i32 (%struct.S*)*, i32 (%struct.S*)** %99, align 4, !nosanitize !2
  br label %111

101:                                              ; preds = %75
  call void @llvm.wasm.rethrow() #4 [ "funclet"(token %76) ]
  unreachable

102:                                              ; preds = %117
  ret i32 0

103:                                              ; preds = %31
  %104 = cleanuppad within %15 []
  call void @__cxa_end_catch() #1 [ "funclet"(token %104) ]
  cleanupret from %104 unwind to caller

105:                                              ; preds = %20
  %106 = cleanuppad within %15 []
  call void @__cxa_end_catch() #1 [ "funclet"(token %106) ]
  cleanupret from %106 unwind to caller

107:                                              ; preds = %56
  %108 = cleanuppad within %51 []
  call void @__cxa_end_catch() #1 [ "funclet"(token %108) ]
  cleanupret from %108 unwind to caller

109:                                              ; preds = %81
  %110 = inttoptr i32 %92 to i32 (%struct.S*)*
  br label %111

111:                                              ; preds = %109, %95
  %112 = phi i32 (%struct.S*)* [ %100, %95 ], [ %110, %109 ]
  %113 = invoke noundef i32 %112(%struct.S* noundef nonnull align 4 dereferenceable(8) %91) [ "funclet"(token %76) ]
          to label %114 unwind label %118

114:                                              ; preds = %111
  %115 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.3, i32 0, i32 0), i32 noundef %113) [ "funclet"(token %76) ]
          to label %116 unwind label %118

116:                                              ; preds = %114
  call void @__cxa_end_catch() #1 [ "funclet"(token %76) ]
  catchret from %76 to label %117

117:                                              ; preds = %116
  br label %102

118:                                              ; preds = %114, %111
  %119 = cleanuppad within %76 []
  call void @__cxa_end_catch() #1 [ "funclet"(token %119) ]
  cleanupret from %119 unwind to caller

120:                                              ; preds = %70, %45, %0
  unreachable
}

declare i8* @__cxa_allocate_exception(i32)

declare void @__cxa_throw(i8*, i8*, i8*)

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: nounwind
declare i8* @llvm.wasm.get.exception(token) #1

; Function Attrs: nounwind
declare i32 @llvm.wasm.get.ehselector(token) #1

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #2

declare i8* @__cxa_begin_catch(i8*)

declare i32 @printf(i8* noundef, ...) #3

declare void @__cxa_end_catch()

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #4

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i32 @_ZN1S5twiceEv(%struct.S* noundef nonnull align 4 dereferenceable(8) %0) #5 comdat {
  %2 = alloca %struct.S*, align 4
  store %struct.S* %0, %struct.S** %2, align 4
  %3 = load %struct.S*, %struct.S** %2, align 4
  %4 = getelementptr inbounds %struct.S, %struct.S* %3, i32 0, i32 1
  %5 = load i32, i32* %4, align 4
  %6 = mul nsw i32 2, %5
  ret i32 %6
}

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { nounwind }
attributes #2 = { nounwind readnone }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #4 = { noreturn }
attributes #5 = { mustprogress noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = !{}
