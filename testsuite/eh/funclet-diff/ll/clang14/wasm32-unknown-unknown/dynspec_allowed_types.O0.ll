; ModuleID = 'dynspec_allowed_types.cpp'
source_filename = "dynspec_allowed_types.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Derived = type { %struct.Base }
%struct.Base = type { i32 }

$_ZTS7Derived = comdat any

$_ZTS4Base = comdat any

$_ZTI4Base = comdat any

$_ZTI7Derived = comdat any

$_ZTSP4Base = comdat any

$_ZTIP4Base = comdat any

$_ZTSP7Derived = comdat any

$_ZTIP7Derived = comdat any

@_ZTVN10__cxxabiv120__si_class_type_infoE = external global i8*
@_ZTS7Derived = linkonce_odr hidden constant [9 x i8] c"7Derived\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS4Base = linkonce_odr hidden constant [6 x i8] c"4Base\00", comdat, align 1
@_ZTI4Base = linkonce_odr hidden constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTS4Base, i32 0, i32 0) }, comdat, align 4
@_ZTI7Derived = linkonce_odr hidden constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @_ZTS7Derived, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*) }, comdat, align 4
@_ZTIi = external constant i8*
@_ZTVN10__cxxabiv119__pointer_type_infoE = external global i8*
@_ZTSP4Base = linkonce_odr hidden constant [7 x i8] c"P4Base\00", comdat, align 1
@_ZTIP4Base = linkonce_odr hidden constant { i8*, i8*, i32, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @_ZTSP4Base, i32 0, i32 0), i32 0, i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*) }, comdat, align 4
@.str = private unnamed_addr constant [14 x i8] c"%d: Base* %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"%d: int %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [13 x i8] c"%d: Base %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [16 x i8] c"%d: Derived %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [10 x i8] c"quiet %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [19 x i8] c"never: unexpected\0A\00", align 1
@_ZL3g_d = internal global %struct.Derived zeroinitializer, align 4
@_ZTSP7Derived = linkonce_odr hidden constant [10 x i8] c"P7Derived\00", comdat, align 1
@_ZTIP7Derived = linkonce_odr hidden constant { i8*, i8*, i32, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([10 x i8], [10 x i8]* @_ZTSP7Derived, i32 0, i32 0), i32 0, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7Derived to i8*) }, comdat, align 4
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 4
  %4 = alloca %struct.Base*, align 4
  %5 = alloca i32, align 4
  %6 = alloca %struct.Base*, align 4
  %7 = alloca %struct.Derived*, align 4
  store i32 0, i32* %1, align 4
  %8 = call noundef void ()* @_ZSt14set_unexpectedPFvvE(void ()* noundef @_ZL13never_handlerv) #3
  store i32 0, i32* %2, align 4
  br label %9

9:                                                ; preds = %77, %0
  %10 = load i32, i32* %2, align 4
  %11 = icmp slt i32 %10, 4
  br i1 %11, label %12, label %91

12:                                               ; preds = %9
  %13 = load i32, i32* %2, align 4
  invoke void @_ZL4speci(i32 noundef %13)
          to label %80 unwind label %14

14:                                               ; preds = %12
  %15 = catchswitch within none [label %16] unwind to caller

16:                                               ; preds = %14
  %17 = catchpad within %15 [i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7Derived to i8*), i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*), i8* bitcast (i8** @_ZTIi to i8*), i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP4Base to i8*)]
  %18 = call i8* @llvm.wasm.get.exception(token %17)
  store i8* %18, i8** %3, align 4
  %19 = call i32 @llvm.wasm.get.ehselector(token %17)
  %20 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7Derived to i8*)) #3
  %21 = icmp eq i32 %19, %20
  br i1 %21, label %22, label %34

22:                                               ; preds = %16
  %23 = load i8*, i8** %3, align 4
  %24 = call i8* @__cxa_begin_catch(i8* %23) #3 [ "funclet"(token %17) ]
  %25 = bitcast i8* %24 to %struct.Derived*
  store %struct.Derived* %25, %struct.Derived** %7, align 4
  %26 = load i32, i32* %2, align 4
  %27 = load %struct.Derived*, %struct.Derived** %7, align 4
  %28 = bitcast %struct.Derived* %27 to %struct.Base*
  %29 = getelementptr inbounds %struct.Base, %struct.Base* %28, i32 0, i32 0
  %30 = load i32, i32* %29, align 4
  %31 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.3, i32 0, i32 0), i32 noundef %26, i32 noundef %30) [ "funclet"(token %17) ]
          to label %32 unwind label %88

32:                                               ; preds = %22
  call void @__cxa_end_catch() [ "funclet"(token %17) ]
  catchret from %17 to label %33

33:                                               ; preds = %32
  br label %76

34:                                               ; preds = %16
  %35 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*)) #3
  %36 = icmp eq i32 %19, %35
  br i1 %36, label %37, label %48

37:                                               ; preds = %34
  %38 = load i8*, i8** %3, align 4
  %39 = call i8* @__cxa_begin_catch(i8* %38) #3 [ "funclet"(token %17) ]
  %40 = bitcast i8* %39 to %struct.Base*
  store %struct.Base* %40, %struct.Base** %6, align 4
  %41 = load i32, i32* %2, align 4
  %42 = load %struct.Base*, %struct.Base** %6, align 4
  %43 = getelementptr inbounds %struct.Base, %struct.Base* %42, i32 0, i32 0
  %44 = load i32, i32* %43, align 4
  %45 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.2, i32 0, i32 0), i32 noundef %41, i32 noundef %44) [ "funclet"(token %17) ]
          to label %46 unwind label %85

46:                                               ; preds = %37
  call void @__cxa_end_catch() [ "funclet"(token %17) ]
  catchret from %17 to label %47

47:                                               ; preds = %46
  br label %76

48:                                               ; preds = %34
  %49 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #3
  %50 = icmp eq i32 %19, %49
  br i1 %50, label %51, label %61

51:                                               ; preds = %48
  %52 = load i8*, i8** %3, align 4
  %53 = call i8* @__cxa_begin_catch(i8* %52) #3 [ "funclet"(token %17) ]
  %54 = bitcast i8* %53 to i32*
  %55 = load i32, i32* %54, align 4
  store i32 %55, i32* %5, align 4
  %56 = load i32, i32* %2, align 4
  %57 = load i32, i32* %5, align 4
  %58 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.1, i32 0, i32 0), i32 noundef %56, i32 noundef %57) [ "funclet"(token %17) ]
          to label %59 unwind label %83

59:                                               ; preds = %51
  call void @__cxa_end_catch() #3 [ "funclet"(token %17) ]
  catchret from %17 to label %60

60:                                               ; preds = %59
  br label %76

61:                                               ; preds = %48
  %62 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP4Base to i8*)) #3
  %63 = icmp eq i32 %19, %62
  br i1 %63, label %64, label %75

64:                                               ; preds = %61
  %65 = load i8*, i8** %3, align 4
  %66 = call i8* @__cxa_begin_catch(i8* %65) #3 [ "funclet"(token %17) ]
  %67 = bitcast i8* %66 to %struct.Base*
  store %struct.Base* %67, %struct.Base** %4, align 4
  %68 = load i32, i32* %2, align 4
  %69 = load %struct.Base*, %struct.Base** %4, align 4
  %70 = getelementptr inbounds %struct.Base, %struct.Base* %69, i32 0, i32 0
  %71 = load i32, i32* %70, align 4
  %72 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str, i32 0, i32 0), i32 noundef %68, i32 noundef %71) [ "funclet"(token %17) ]
          to label %73 unwind label %81

73:                                               ; preds = %64
  call void @__cxa_end_catch() #3 [ "funclet"(token %17) ]
  catchret from %17 to label %74

74:                                               ; preds = %73
  br label %76

75:                                               ; preds = %61
  call void @llvm.wasm.rethrow() #6 [ "funclet"(token %17) ]
  unreachable

76:                                               ; preds = %33, %47, %60, %74, %80
  br label %77

77:                                               ; preds = %76
  %78 = load i32, i32* %2, align 4
  %79 = add nsw i32 %78, 1
  store i32 %79, i32* %2, align 4
  br label %9, !llvm.loop !2

80:                                               ; preds = %12
  br label %76

81:                                               ; preds = %64
  %82 = cleanuppad within %17 []
  call void @__cxa_end_catch() #3 [ "funclet"(token %82) ]
  cleanupret from %82 unwind to caller

83:                                               ; preds = %51
  %84 = cleanuppad within %17 []
  call void @__cxa_end_catch() #3 [ "funclet"(token %84) ]
  cleanupret from %84 unwind to caller

85:                                               ; preds = %37
  %86 = cleanuppad within %17 []
  invoke void @__cxa_end_catch() [ "funclet"(token %86) ]
          to label %87 unwind label %96

87:                                               ; preds = %85
  cleanupret from %86 unwind to caller

88:                                               ; preds = %22
  %89 = cleanuppad within %17 []
  invoke void @__cxa_end_catch() [ "funclet"(token %89) ]
          to label %90 unwind label %98

90:                                               ; preds = %88
  cleanupret from %89 unwind to caller

91:                                               ; preds = %9
  %92 = call noundef i32 @_ZL5quieti(i32 noundef 0) #3
  %93 = call noundef i32 @_ZL5quieti(i32 noundef 3) #3
  %94 = add nsw i32 %92, %93
  %95 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.4, i32 0, i32 0), i32 noundef %94)
  ret i32 0

96:                                               ; preds = %85
  %97 = cleanuppad within %86 []
  call void @_ZSt9terminatev() #9 [ "funclet"(token %97) ]
  unreachable

98:                                               ; preds = %88
  %99 = cleanuppad within %89 []
  call void @_ZSt9terminatev() #9 [ "funclet"(token %99) ]
  unreachable
}

; Function Attrs: nounwind
declare noundef void ()* @_ZSt14set_unexpectedPFvvE(void ()* noundef) #1

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL13never_handlerv() #2 {
  %1 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.5, i32 0, i32 0))
  call void @__cxa_rethrow() #6
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL4speci(i32 noundef %0) #2 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Derived, align 4
  store i32 %0, i32* %2, align 4
  %4 = load i32, i32* %2, align 4
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %6, label %10

6:                                                ; preds = %1
  %7 = call i8* @__cxa_allocate_exception(i32 4) #3
  %8 = bitcast i8* %7 to %struct.Base*
  %9 = getelementptr inbounds %struct.Base, %struct.Base* %8, i32 0, i32 0
  store i32 10, i32* %9, align 16
  call void @__cxa_throw(i8* %7, i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*), i8* null) #6
  unreachable

10:                                               ; preds = %1
  %11 = load i32, i32* %2, align 4
  %12 = icmp eq i32 %11, 1
  br i1 %12, label %13, label %20

13:                                               ; preds = %10
  %14 = bitcast %struct.Derived* %3 to %struct.Base*
  %15 = getelementptr inbounds %struct.Base, %struct.Base* %14, i32 0, i32 0
  store i32 11, i32* %15, align 4
  %16 = call i8* @__cxa_allocate_exception(i32 4) #3
  %17 = bitcast i8* %16 to %struct.Derived*
  %18 = bitcast %struct.Derived* %17 to i8*
  %19 = bitcast %struct.Derived* %3 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 16 %18, i8* align 4 %19, i32 4, i1 false)
  call void @__cxa_throw(i8* %16, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7Derived to i8*), i8* null) #6
  unreachable

20:                                               ; preds = %10
  %21 = load i32, i32* %2, align 4
  %22 = icmp eq i32 %21, 2
  br i1 %22, label %23, label %26

23:                                               ; preds = %20
  %24 = call i8* @__cxa_allocate_exception(i32 4) #3
  %25 = bitcast i8* %24 to i32*
  store i32 12, i32* %25, align 16
  call void @__cxa_throw(i8* %24, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #6
  unreachable

26:                                               ; preds = %20
  store i32 13, i32* getelementptr inbounds (%struct.Derived, %struct.Derived* @_ZL3g_d, i32 0, i32 0, i32 0), align 4
  %27 = call i8* @__cxa_allocate_exception(i32 4) #3
  %28 = bitcast i8* %27 to %struct.Derived**
  store %struct.Derived* @_ZL3g_d, %struct.Derived** %28, align 16
  call void @__cxa_throw(i8* %27, i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP7Derived to i8*), i8* null) #6
  unreachable
}

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: nounwind
declare i8* @llvm.wasm.get.exception(token) #3

; Function Attrs: nounwind
declare i32 @llvm.wasm.get.ehselector(token) #3

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #4

declare i8* @__cxa_begin_catch(i8*)

declare i32 @printf(i8* noundef, ...) #5

declare void @__cxa_end_catch()

declare void @_ZSt9terminatev()

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #6

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL5quieti(i32 noundef %0) #7 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i8*, align 4
  store i32 %0, i32* %3, align 4
  %5 = load i32, i32* %3, align 4
  invoke void @_ZL4speci(i32 noundef %5)
          to label %16 unwind label %6

6:                                                ; preds = %1
  %7 = catchswitch within none [label %8] unwind label %22

8:                                                ; preds = %6
  %9 = catchpad within %7 [i8* null]
  %10 = call i8* @llvm.wasm.get.exception(token %9)
  store i8* %10, i8** %4, align 4
  %11 = call i32 @llvm.wasm.get.ehselector(token %9)
  br label %12

12:                                               ; preds = %8
  %13 = load i8*, i8** %4, align 4
  %14 = call i8* @__cxa_begin_catch(i8* %13) #3 [ "funclet"(token %9) ]
  %15 = load i32, i32* %3, align 4
  store i32 %15, i32* %2, align 4
  invoke void @__cxa_end_catch() [ "funclet"(token %9) ]
          to label %17 unwind label %22

16:                                               ; preds = %1
  br label %19

17:                                               ; preds = %12
  catchret from %9 to label %18

18:                                               ; preds = %17
  br label %20

19:                                               ; preds = %16
  store i32 -1, i32* %2, align 4
  br label %20

20:                                               ; preds = %19, %18
  %21 = load i32, i32* %2, align 4
  ret i32 %21

22:                                               ; preds = %12, %6
  %23 = cleanuppad within none []
  call void @_ZSt9terminatev() #9 [ "funclet"(token %23) ]
  unreachable
}

declare void @__cxa_rethrow()

declare i8* @__cxa_allocate_exception(i32)

declare void @__cxa_throw(i8*, i8*, i8*)

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #8

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #2 = { mustprogress noinline optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #3 = { nounwind }
attributes #4 = { nounwind readnone }
attributes #5 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #6 = { noreturn }
attributes #7 = { mustprogress noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #8 = { argmemonly nofree nounwind willreturn }
attributes #9 = { noreturn nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.mustprogress"}
