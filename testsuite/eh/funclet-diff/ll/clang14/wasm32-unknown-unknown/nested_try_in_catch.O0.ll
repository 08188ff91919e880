; ModuleID = 'nested_try_in_catch.cpp'
source_filename = "nested_try_in_catch.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.E = type { i32 }

$_ZN1EC2Ei = comdat any

$_ZN1ED2Ev = comdat any

$_ZTS1E = comdat any

$_ZTI1E = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS1E = linkonce_odr hidden constant [3 x i8] c"1E\00", comdat, align 1
@_ZTI1E = linkonce_odr hidden constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1E, i32 0, i32 0) }, comdat, align 4
@.str = private unnamed_addr constant [13 x i8] c"handling %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [29 x i8] c"nested handling %d while %d\0A\00", align 1
@_ZTIi = external constant i8*
@.str.2 = private unnamed_addr constant [16 x i8] c"third level %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [16 x i8] c"leaving nested\0A\00", align 1
@.str.4 = private unnamed_addr constant [35 x i8] c"back in first handler %d, rethrow\0A\00", align 1
@.str.5 = private unnamed_addr constant [13 x i8] c"rethrown %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"end\0A\00", align 1
@.str.7 = private unnamed_addr constant [7 x i8] c"E(%d)\0A\00", align 1
@.str.8 = private unnamed_addr constant [8 x i8] c"~E(%d)\0A\00", align 1
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i8*, align 4
  %3 = alloca %struct.E*, align 4
  %4 = alloca %struct.E*, align 4
  %5 = alloca i32, align 4
  %6 = alloca %struct.E*, align 4
  store i32 0, i32* %1, align 4
  %7 = call i8* @__cxa_allocate_exception(i32 4) #3
  %8 = bitcast i8* %7 to %struct.E*
  %9 = invoke noundef %struct.E* @_ZN1EC2Ei(%struct.E* noundef nonnull align 4 dereferenceable(4) %8, i32 noundef 1)
          to label %10 unwind label %107

10:                                               ; preds = %0
  invoke void @__cxa_throw(i8* %7, i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*), i8* bitcast (%struct.E* (%struct.E*)* @_ZN1ED2Ev to i8*)) #6
          to label %122 unwind label %11

11:                                               ; preds = %10, %107
  %12 = catchswitch within none [label %13] unwind label %85

13:                                               ; preds = %11
  %14 = catchpad within %12 [i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)]
  %15 = call i8* @llvm.wasm.get.exception(token %14)
  store i8* %15, i8** %2, align 4
  %16 = call i32 @llvm.wasm.get.ehselector(token %14)
  %17 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)) #3
  %18 = icmp eq i32 %16, %17
  br i1 %18, label %19, label %84

19:                                               ; preds = %13
  %20 = load i8*, i8** %2, align 4
  %21 = call i8* @__cxa_begin_catch(i8* %20) #3 [ "funclet"(token %14) ]
  %22 = bitcast i8* %21 to %struct.E*
  store %struct.E* %22, %struct.E** %3, align 4
  %23 = load %struct.E*, %struct.E** %3, align 4
  %24 = getelementptr inbounds %struct.E, %struct.E* %23, i32 0, i32 0
  %25 = load i32, i32* %24, align 4
  %26 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str, i32 0, i32 0), i32 noundef %25) [ "funclet"(token %14) ]
          to label %27 unwind label %116

27:                                               ; preds = %19
  %28 = call i8* @__cxa_allocate_exception(i32 4) #3 [ "funclet"(token %14) ]
  %29 = bitcast i8* %28 to %struct.E*
  %30 = invoke noundef %struct.E* @_ZN1EC2Ei(%struct.E* noundef nonnull align 4 dereferenceable(4) %29, i32 noundef 2) [ "funclet"(token %14) ]
          to label %31 unwind label %109

31:                                               ; preds = %27
  invoke void @__cxa_throw(i8* %28, i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*), i8* bitcast (%struct.E* (%struct.E*)* @_ZN1ED2Ev to i8*)) #6 [ "funclet"(token %14) ]
          to label %122 unwind label %32

32:                                               ; preds = %31, %109
  %33 = catchswitch within %14 [label %34] unwind label %116

34:                                               ; preds = %32
  %35 = catchpad within %33 [i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)]
  %36 = call i8* @llvm.wasm.get.exception(token %35)
  store i8* %36, i8** %2, align 4
  %37 = call i32 @llvm.wasm.get.ehselector(token %35)
  %38 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)) #3
  %39 = icmp eq i32 %37, %38
  br i1 %39, label %40, label %77

40:                                               ; preds = %34
  %41 = load i8*, i8** %2, align 4
  %42 = call i8* @__cxa_begin_catch(i8* %41) #3 [ "funclet"(token %35) ]
  %43 = bitcast i8* %42 to %struct.E*
  store %struct.E* %43, %struct.E** %4, align 4
  %44 = load %struct.E*, %struct.E** %4, align 4
  %45 = getelementptr inbounds %struct.E, %struct.E* %44, i32 0, i32 0
  %46 = load i32, i32* %45, align 4
  %47 = load %struct.E*, %struct.E** %3, align 4
  %48 = getelementptr inbounds %struct.E, %struct.E* %47, i32 0, i32 0
  %49 = load i32, i32* %48, align 4
  %50 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @.str.1, i32 0, i32 0), i32 noundef %46, i32 noundef %49) [ "funclet"(token %35) ]
          to label %51 unwind label %113

51:                                               ; preds = %40
  %52 = call i8* @__cxa_allocate_exception(i32 4) #3 [ "funclet"(token %35) ]
  %53 = bitcast i8* %52 to i32*
  store i32 3, i32* %53, align 16
  invoke void @__cxa_throw(i8* %52, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #6 [ "funclet"(token %35) ]
          to label %122 unwind label %54

54:                                               ; preds = %51
  %55 = catchswitch within %35 [label %56] unwind label %113

56:                                               ; preds = %54
  %57 = catchpad within %55 [i8* bitcast (i8** @_ZTIi to i8*)]
  %58 = call i8* @llvm.wasm.get.exception(token %57)
  store i8* %58, i8** %2, align 4
  %59 = call i32 @llvm.wasm.get.ehselector(token %57)
  %60 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #3
  %61 = icmp eq i32 %59, %60
  br i1 %61, label %62, label %71

62:                                               ; preds = %56
  %63 = load i8*, i8** %2, align 4
  %64 = call i8* @__cxa_begin_catch(i8* %63) #3 [ "funclet"(token %57) ]
  %65 = bitcast i8* %64 to i32*
  %66 = load i32, i32* %65, align 4
  store i32 %66, i32* %5, align 4
  %67 = load i32, i32* %5, align 4
  %68 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.2, i32 0, i32 0), i32 noundef %67) [ "funclet"(token %57) ]
          to label %69 unwind label %111

69:                                               ; preds = %62
  call void @__cxa_end_catch() #3 [ "funclet"(token %57) ]
  catchret from %57 to label %70

70:                                               ; preds = %69
  br label %72

71:                                               ; preds = %56
  invoke void @llvm.wasm.rethrow() #6 [ "funclet"(token %57) ]
          to label %122 unwind label %113

72:                                               ; preds = %70
  %73 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.3, i32 0, i32 0)) [ "funclet"(token %35) ]
          to label %74 unwind label %113

74:                                               ; preds = %72
  invoke void @__cxa_end_catch() [ "funclet"(token %35) ]
          to label %75 unwind label %116

75:                                               ; preds = %74
  catchret from %35 to label %76

76:                                               ; preds = %75
  br label %78

77:                                               ; preds = %34
  invoke void @llvm.wasm.rethrow() #6 [ "funclet"(token %35) ]
          to label %122 unwind label %116

78:                                               ; preds = %76
  %79 = load %struct.E*, %struct.E** %3, align 4
  %80 = getelementptr inbounds %struct.E, %struct.E* %79, i32 0, i32 0
  %81 = load i32, i32* %80, align 4
  %82 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([35 x i8], [35 x i8]* @.str.4, i32 0, i32 0), i32 noundef %81) [ "funclet"(token %14) ]
          to label %83 unwind label %116

83:                                               ; preds = %78
  invoke void @__cxa_rethrow() #6 [ "funclet"(token %14) ]
          to label %122 unwind label %116

84:                                               ; preds = %13
  invoke void @llvm.wasm.rethrow() #6 [ "funclet"(token %14) ]
          to label %122 unwind label %85

85:                                               ; preds = %84, %118, %11
  %86 = catchswitch within none [label %87] unwind to caller

87:                                               ; preds = %85
  %88 = catchpad within %86 [i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)]
  %89 = call i8* @llvm.wasm.get.exception(token %88)
  store i8* %89, i8** %2, align 4
  %90 = call i32 @llvm.wasm.get.ehselector(token %88)
  %91 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)) #3
  %92 = icmp eq i32 %90, %91
  br i1 %92, label %93, label %103

93:                                               ; preds = %87
  %94 = load i8*, i8** %2, align 4
  %95 = call i8* @__cxa_begin_catch(i8* %94) #3 [ "funclet"(token %88) ]
  %96 = bitcast i8* %95 to %struct.E*
  store %struct.E* %96, %struct.E** %6, align 4
  %97 = load %struct.E*, %struct.E** %6, align 4
  %98 = getelementptr inbounds %struct.E, %struct.E* %97, i32 0, i32 0
  %99 = load i32, i32* %98, align 4
  %100 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.5, i32 0, i32 0), i32 noundef %99) [ "funclet"(token %88) ]
          to label %101 unwind label %119

101:                                              ; preds = %93
  call void @__cxa_end_catch() [ "funclet"(token %88) ]
  catchret from %88 to label %102

102:                                              ; preds = %101
  br label %104

103:                                              ; preds = %87
  call void @llvm.wasm.rethrow() #6 [ "funclet"(token %88) ]
  unreachable

104:                                              ; preds = %102, %106
  %105 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.6, i32 0, i32 0))
  ret i32 0

106:                                              ; No predecessors!
  br label %104

107:                                              ; preds = %0
  %108 = cleanuppad within none []
  call void @__cxa_free_exception(i8* %7) #3 [ "funclet"(token %108) ]
  cleanupret from %108 unwind label %11

109:                                              ; preds = %27
  %110 = cleanuppad within %14 []
  call void @__cxa_free_exception(i8* %28) #3 [ "funclet"(token %110) ]
  cleanupret from %110 unwind label %32

111:                                              ; preds = %62
  %112 = cleanuppad within %57 []
  call void @__cxa_end_catch() #3 [ "funclet"(token %112) ]
  cleanupret from %112 unwind label %113

113:                                              ; preds = %72, %71, %111, %54, %40
  %114 = cleanuppad within %35 []
  invoke void @__cxa_end_catch() [ "funclet"(token %114) ]
          to label %115 unwind label %123

115:                                              ; preds = %113
  cleanupret from %114 unwind label %116

116:                                              ; preds = %83, %78, %77, %115, %74, %32, %19
  %117 = cleanuppad within %14 []
  invoke void @__cxa_end_catch() [ "funclet"(token %117) ]
          to label %118 unwind label %125

118:                                              ; preds = %116
  cleanupret from %117 unwind label %85

119:                                              ; preds = %93
  %120 = cleanuppad within %88 []
  invoke void @__cxa_end_catch() [ "funclet"(token %120) ]
          to label %121 unwind label %127

121:                                              ; preds = %119
  cleanupret from %120 unwind to caller

122:                                              ; preds = %84, %83, %77, %71, %51, %31, %10
  unreachable

123:                                              ; preds = %113
  %124 = cleanuppad within %114 []
  call void @_ZSt9terminatev() #7 [ "funclet"(token %124) ]
  unreachable

125:                                              ; preds = %116
  %126 = cleanuppad within %117 []
  call void @_ZSt9terminatev() #7 [ "funclet"(token %126) ]
  unreachable

127:                                              ; preds = %119
  %128 = cleanuppad within %120 []
  call void @_ZSt9terminatev() #7 [ "funclet"(token %128) ]
  unreachable
}

declare i8* @__cxa_allocate_exception(i32)

; Function Attrs: noinline optnone
define linkonce_odr hidden noundef %struct.E* @_ZN1EC2Ei(%struct.E* noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #1 comdat {
  %3 = alloca %struct.E*, align 4
  %4 = alloca i32, align 4
  store %struct.E* %0, %struct.E** %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load %struct.E*, %struct.E** %3, align 4
  %6 = getelementptr inbounds %struct.E, %struct.E* %5, i32 0, i32 0
  %7 = load i32, i32* %4, align 4
  store i32 %7, i32* %6, align 4
  %8 = getelementptr inbounds %struct.E, %struct.E* %5, i32 0, i32 0
  %9 = load i32, i32* %8, align 4
  %10 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.7, i32 0, i32 0), i32 noundef %9)
  ret %struct.E* %5
}

declare i32 @__gxx_wasm_personality_v0(...)

declare void @__cxa_free_exception(i8*)

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.E* @_ZN1ED2Ev(%struct.E* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #2 comdat personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %2 = alloca %struct.E*, align 4
  store %struct.E* %0, %struct.E** %2, align 4
  %3 = load %struct.E*, %struct.E** %2, align 4
  %4 = getelementptr inbounds %struct.E, %struct.E* %3, i32 0, i32 0
  %5 = load i32, i32* %4, align 4
  %6 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.8, i32 0, i32 0), i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret %struct.E* %3

8:                                                ; preds = %1
  %9 = cleanuppad within none []
  call void @_ZSt9terminatev() #7 [ "funclet"(token %9) ]
  unreachable
}

declare void @__cxa_throw(i8*, i8*, i8*)

; Function Attrs: nounwind
declare i8* @llvm.wasm.get.exception(token) #3

; Function Attrs: nounwind
declare i32 @llvm.wasm.get.ehselector(token) #3

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #4

declare i8* @__cxa_begin_catch(i8*)

declare i32 @printf(i8* noundef, ...) #5

declare void @__cxa_end_catch()

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #6

declare void @_ZSt9terminatev()

declare void @__cxa_rethrow()

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { noinline optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #2 = { noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #3 = { nounwind }
attributes #4 = { nounwind readnone }
attributes #5 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #6 = { noreturn }
attributes #7 = { noreturn nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
