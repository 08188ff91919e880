; ModuleID = 'catch_nullptr.cpp'
source_filename = "catch_nullptr.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.S = type { i32 }

$_ZTSP1S = comdat any

$_ZTS1S = comdat any

$_ZTI1S = comdat any

$_ZTIP1S = comdat any

$_ZTSM1Si = comdat any

$_ZTIM1Si = comdat any

@_ZTIi = external constant i8*
@_ZTVN10__cxxabiv119__pointer_type_infoE = external global i8*
@_ZTSP1S = linkonce_odr hidden constant [4 x i8] c"P1S\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS1S = linkonce_odr hidden constant [3 x i8] c"1S\00", comdat, align 1
@_ZTI1S = linkonce_odr hidden constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1S, i32 0, i32 0) }, comdat, align 4
@_ZTIP1S = linkonce_odr hidden constant { i8*, i8*, i32, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @_ZTSP1S, i32 0, i32 0), i32 0, i8* bitcast ({ i8*, i8* }* @_ZTI1S to i8*) }, comdat, align 4
@_ZTIDn = external constant i8*
@.str = private unnamed_addr constant [12 x i8] c"S* null=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"wrong: int\0A\00", align 1
@_ZTVN10__cxxabiv129__pointer_to_member_type_infoE = external global i8*
@_ZTSM1Si = linkonce_odr hidden constant [5 x i8] c"M1Si\00", comdat, align 1
@_ZTIM1Si = linkonce_odr hidden constant { i8*, i8*, i32, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv129__pointer_to_member_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @_ZTSM1Si, i32 0, i32 0), i32 0, i8* bitcast (i8** @_ZTIi to i8*), i8* bitcast ({ i8*, i8* }* @_ZTI1S to i8*) }, comdat, align 4
@.str.2 = private unnamed_addr constant [18 x i8] c"int S::* null=%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [11 x i8] c"nullptr_t\0A\00", align 1
@_ZTIPKi = external constant i8*
@_ZTIPi = external constant i8*
@.str.4 = private unnamed_addr constant [20 x i8] c"const int* null=%d\0A\00", align 1
@.str.5 = private unnamed_addr constant [18 x i8] c"wrong: nullptr_t\0A\00", align 1
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i8*, align 4
  %3 = alloca %struct.S*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i8*, align 4
  %7 = alloca i32*, align 4
  %8 = alloca i8*, align 4
  store i32 0, i32* %1, align 4
  %9 = call i8* @__cxa_allocate_exception(i32 4) #1
  %10 = bitcast i8* %9 to i8**
  store i8* null, i8** %10, align 16
  invoke void @__cxa_throw(i8* %9, i8* bitcast (i8** @_ZTIDn to i8*), i8* null) #4
          to label %126 unwind label %11

11:                                               ; preds = %0
  %12 = catchswitch within none [label %13] unwind to caller

13:                                               ; preds = %11
  %14 = catchpad within %12 [i8* bitcast (i8** @_ZTIi to i8*), i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP1S to i8*)]
  %15 = call i8* @llvm.wasm.get.exception(token %14)
  store i8* %15, i8** %2, align 4
  %16 = call i32 @llvm.wasm.get.ehselector(token %14)
  %17 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #1
  %18 = icmp eq i32 %16, %17
  br i1 %18, label %19, label %27

19:                                               ; preds = %13
  %20 = load i8*, i8** %2, align 4
  %21 = call i8* @__cxa_begin_catch(i8* %20) #1 [ "funclet"(token %14) ]
  %22 = bitcast i8* %21 to i32*
  %23 = load i32, i32* %22, align 4
  store i32 %23, i32* %4, align 4
  %24 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.1, i32 0, i32 0)) [ "funclet"(token %14) ]
          to label %25 unwind label %116

25:                                               ; preds = %19
  call void @__cxa_end_catch() #1 [ "funclet"(token %14) ]
  catchret from %14 to label %26

26:                                               ; preds = %25
  br label %41

27:                                               ; preds = %13
  %28 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP1S to i8*)) #1
  %29 = icmp eq i32 %16, %28
  br i1 %29, label %30, label %40

30:                                               ; preds = %27
  %31 = load i8*, i8** %2, align 4
  %32 = call i8* @__cxa_begin_catch(i8* %31) #1 [ "funclet"(token %14) ]
  %33 = bitcast i8* %32 to %struct.S*
  store %struct.S* %33, %struct.S** %3, align 4
  %34 = load %struct.S*, %struct.S** %3, align 4
  %35 = icmp eq %struct.S* %34, null
  %36 = zext i1 %35 to i32
  %37 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str, i32 0, i32 0), i32 noundef %36) [ "funclet"(token %14) ]
          to label %38 unwind label %114

38:                                               ; preds = %30
  call void @__cxa_end_catch() #1 [ "funclet"(token %14) ]
  catchret from %14 to label %39

39:                                               ; preds = %38
  br label %41

40:                                               ; preds = %27
  call void @llvm.wasm.rethrow() #4 [ "funclet"(token %14) ]
  unreachable

41:                                               ; preds = %26, %39
  %42 = call i8* @__cxa_allocate_exception(i32 4) #1
  %43 = bitcast i8* %42 to i8**
  store i8* null, i8** %43, align 16
  invoke void @__cxa_throw(i8* %42, i8* bitcast (i8** @_ZTIDn to i8*), i8* null) #4
          to label %126 unwind label %44

44:                                               ; preds = %41
  %45 = catchswitch within none [label %46] unwind to caller

46:                                               ; preds = %44
  %47 = catchpad within %45 [i8* bitcast ({ i8*, i8*, i32, i8*, i8* }* @_ZTIM1Si to i8*)]
  %48 = call i8* @llvm.wasm.get.exception(token %47)
  store i8* %48, i8** %2, align 4
  %49 = call i32 @llvm.wasm.get.ehselector(token %47)
  %50 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i32, i8*, i8* }* @_ZTIM1Si to i8*)) #1
  %51 = icmp eq i32 %49, %50
  br i1 %51, label %52, label %63

52:                                               ; preds = %46
  %53 = load i8*, i8** %2, align 4
  %54 = call i8* @__cxa_begin_catch(i8* %53) #1 [ "funclet"(token %47) ]
  %55 = bitcast i8* %54 to i32*
  %56 = load i32, i32* %55, align 4
  store i32 %56, i32* %5, align 4
  %57 = load i32, i32* %5, align 4
  %58 = icmp eq i32 %57, -1
  %59 = zext i1 %58 to i32
  %60 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.2, i32 0, i32 0), i32 noundef %59) [ "funclet"(token %47) ]
          to label %61 unwind label %118

61:                                               ; preds = %52
  call void @__cxa_end_catch() #1 [ "funclet"(token %47) ]
  catchret from %47 to label %62

62:                                               ; preds = %61
  br label %64

63:                                               ; preds = %46
  call void @llvm.wasm.rethrow() #4 [ "funclet"(token %47) ]
  unreachable

64:                                               ; preds = %62
  %65 = call i8* @__cxa_allocate_exception(i32 4) #1
  %66 = bitcast i8* %65 to i8**
  store i8* null, i8** %66, align 16
  invoke void @__cxa_throw(i8* %65, i8* bitcast (i8** @_ZTIDn to i8*), i8* null) #4
          to label %126 unwind label %67

67:                                               ; preds = %64
  %68 = catchswitch within none [label %69] unwind to caller

69:                                               ; preds = %67
  %70 = catchpad within %68 [i8* bitcast (i8** @_ZTIDn to i8*)]
  %71 = call i8* @llvm.wasm.get.exception(token %70)
  store i8* %71, i8** %2, align 4
  %72 = call i32 @llvm.wasm.get.ehselector(token %70)
  %73 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIDn to i8*)) #1
  %74 = icmp eq i32 %72, %73
  br i1 %74, label %75, label %81

75:                                               ; preds = %69
  %76 = load i8*, i8** %2, align 4
  %77 = call i8* @__cxa_begin_catch(i8* %76) #1 [ "funclet"(token %70) ]
  store i8* %77, i8** %6, align 4
  %78 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.3, i32 0, i32 0)) [ "funclet"(token %70) ]
          to label %79 unwind label %120

79:                                               ; preds = %75
  call void @__cxa_end_catch() #1 [ "funclet"(token %70) ]
  catchret from %70 to label %80

80:                                               ; preds = %79
  br label %82

81:                                               ; preds = %69
  call void @llvm.wasm.rethrow() #4 [ "funclet"(token %70) ]
  unreachable

82:                                               ; preds = %80
  %83 = call i8* @__cxa_allocate_exception(i32 4) #1
  %84 = bitcast i8* %83 to i32**
  store i32* null, i32** %84, align 16
  invoke void @__cxa_throw(i8* %83, i8* bitcast (i8** @_ZTIPi to i8*), i8* null) #4
          to label %126 unwind label %85

85:                                               ; preds = %82
  %86 = catchswitch within none [label %87] unwind to caller

87:                                               ; preds = %85
  %88 = catchpad within %86 [i8* bitcast (i8** @_ZTIDn to i8*), i8* bitcast (i8** @_ZTIPKi to i8*)]
  %89 = call i8* @llvm.wasm.get.exception(token %88)
  store i8* %89, i8** %2, align 4
  %90 = call i32 @llvm.wasm.get.ehselector(token %88)
  %91 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIDn to i8*)) #1
  %92 = icmp eq i32 %90, %91
  br i1 %92, label %93, label %99

93:                                               ; preds = %87
  %94 = load i8*, i8** %2, align 4
  %95 = call i8* @__cxa_begin_catch(i8* %94) #1 [ "funclet"(token %88) ]
  store i8* %95, i8** %8, align 4
  %96 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.5, i32 0, i32 0)) [ "funclet"(token %88) ]
          to label %97 unwind label %124

97:                                               ; preds = %93
  call void @__cxa_end_catch() #1 [ "funclet"(token %88) ]
  catchret from %88 to label %98

98:                                               ; preds = %97
  br label %113

99:                                               ; preds = %87
  %100 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIPKi to i8*)) #1
  %101 = icmp eq i32 %90, %100
  br i1 %101, label %102, label %112

102:                                              ; preds = %99
  %103 = load i8*, i8** %2, align 4
  %104 = call i8* @__cxa_begin_catch(i8* %103) #1 [ "funclet"(token %88) ]
  %105 = bitcast i8* %104 to i32*
  store i32* %105, i32** %7, align 4
  %106 = load i32*, i32** %7, align 4
  %107 = icmp eq i32* %106, null
  %108 = zext i1 %107 to i32
  %109 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.4, i32 0, i32 0), i32 noundef %108) [ "funclet"(token %88) ]
          to label %110 unwind label %122

110:                                              ; preds = %102
  call void @__cxa_end_catch() #1 [ "funclet"(token %88) ]
  catchret from %88 to label %111

111:                                              ; preds = %110
  br label %113

112:                                              ; preds = %99
  call void @llvm.wasm.rethrow() #4 [ "funclet"(token %88) ]
  unreachable

113:                                              ; preds = %98, %111
  ret i32 0

114:                                              ; preds = %30
  %115 = cleanuppad within %14 []
  call void @__cxa_end_catch() #1 [ "funclet"(token %115) ]
  cleanupret from %115 unwind to caller

116:                                              ; preds = %19
  %117 = cleanuppad within %14 []
  call void @__cxa_end_catch() #1 [ "funclet"(token %117) ]
  cleanupret from %117 unwind to caller

118:                                              ; preds = %52
  %119 = cleanuppad within %47 []
  call void @__cxa_end_catch() #1 [ "funclet"(token %119) ]
  cleanupret from %119 unwind to caller

120:                                              ; preds = %75
  %121 = cleanuppad within %70 []
  call void @__cxa_end_catch() #1 [ "funclet"(token %121) ]
  cleanupret from %121 unwind to caller

122:                                              ; preds = %102
  %123 = cleanuppad within %88 []
  call void @__cxa_end_catch() #1 [ "funclet"(token %123) ]
  cleanupret from %123 unwind to caller

124:                                              ; preds = %93
  %125 = cleanuppad within %88 []
  call void @__cxa_end_catch() #1 [ "funclet"(token %125) ]
  cleanupret from %125 unwind to caller

126:                                              ; preds = %82, %64, %41, %0
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

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { nounwind }
attributes #2 = { nounwind readnone }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #4 = { noreturn }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
