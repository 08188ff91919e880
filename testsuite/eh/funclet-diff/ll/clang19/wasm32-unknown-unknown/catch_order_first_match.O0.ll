; ModuleID = 'catch_order_first_match.cpp'
source_filename = "catch_order_first_match.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

$_ZN1AC2Ev = comdat any

$_ZN1AD2Ev = comdat any

$_ZN1BC2Ev = comdat any

$_ZN1BD2Ev = comdat any

$_ZN1CC2Ev = comdat any

$_ZN1CD2Ev = comdat any

$_ZN1AD0Ev = comdat any

$_ZN1BD0Ev = comdat any

$_ZN1CD0Ev = comdat any

$_ZTS1C = comdat any

$_ZTS1B = comdat any

$_ZTS1A = comdat any

$_ZTI1A = comdat any

$_ZTI1B = comdat any

$_ZTI1C = comdat any

$_ZTV1A = comdat any

$_ZTV1B = comdat any

$_ZTV1C = comdat any

@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS1C = linkonce_odr hidden constant [3 x i8] c"1C\00", comdat, align 1
@_ZTS1B = linkonce_odr hidden constant [3 x i8] c"1B\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS1A = linkonce_odr hidden constant [3 x i8] c"1A\00", comdat, align 1
@_ZTI1A = linkonce_odr hidden constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS1A }, comdat, align 4
@_ZTI1B = linkonce_odr hidden constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2), ptr @_ZTS1B, ptr @_ZTI1A }, comdat, align 4
@_ZTI1C = linkonce_odr hidden constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2), ptr @_ZTS1C, ptr @_ZTI1B }, comdat, align 4
@_ZTIl = external constant ptr
@_ZTIj = external constant ptr
@_ZTIi = external constant ptr
@.str = private unnamed_addr constant [9 x i8] c"%d: ...\0A\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"%d: int %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [17 x i8] c"%d: unsigned %u\0A\00", align 1
@.str.3 = private unnamed_addr constant [16 x i8] c"%d: B& (never)\0A\00", align 1
@.str.4 = private unnamed_addr constant [8 x i8] c"%d: A&\0A\00", align 1
@.str.5 = private unnamed_addr constant [13 x i8] c"%d: long %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [8 x i8] c"%d: C&\0A\00", align 1
@_ZTIc = external constant ptr
@_ZTV1A = linkonce_odr hidden unnamed_addr constant { [4 x ptr] } { [4 x ptr] [ptr null, ptr @_ZTI1A, ptr @_ZN1AD2Ev, ptr @_ZN1AD0Ev] }, comdat, align 4
@_ZTV1B = linkonce_odr hidden unnamed_addr constant { [4 x ptr] } { [4 x ptr] [ptr null, ptr @_ZTI1B, ptr @_ZN1BD2Ev, ptr @_ZN1BD0Ev] }, comdat, align 4
@_ZTV1C = linkonce_odr hidden unnamed_addr constant { [4 x ptr] } { [4 x ptr] [ptr null, ptr @_ZTI1C, ptr @_ZN1CD2Ev, ptr @_ZN1CD0Ev] }, comdat, align 4

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #0 personality ptr @__gxx_wasm_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 4
  %7 = alloca ptr, align 4
  %8 = alloca i32, align 4
  %9 = alloca ptr, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %10

10:                                               ; preds = %31, %0
  %11 = load i32, ptr %2, align 4
  %12 = icmp slt i32 %11, 7
  br i1 %12, label %13, label %116

13:                                               ; preds = %10
  %14 = load i32, ptr %2, align 4
  invoke void @_ZL7throweri(i32 noundef %14)
          to label %97 unwind label %15

15:                                               ; preds = %13
  %16 = catchswitch within none [label %17] unwind to caller

17:                                               ; preds = %15
  %18 = catchpad within %16 [ptr @_ZTI1C, ptr @_ZTIl, ptr @_ZTI1A, ptr @_ZTI1B, ptr @_ZTIj, ptr @_ZTIi, ptr null]
  %19 = call ptr @llvm.wasm.get.exception(token %18)
  store ptr %19, ptr %3, align 4
  %20 = call i32 @llvm.wasm.get.ehselector(token %18)
  %21 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI1C) #8
  %22 = icmp eq i32 %20, %21
  br i1 %22, label %23, label %34

23:                                               ; preds = %17
  %24 = load ptr, ptr %3, align 4
  %25 = call ptr @__cxa_begin_catch(ptr %24) #8 [ "funclet"(token %18) ]
  store ptr %25, ptr %9, align 4
  %26 = load i32, ptr %2, align 4
  %27 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %26) [ "funclet"(token %18) ]
          to label %28 unwind label %113

28:                                               ; preds = %23
  call void @__cxa_end_catch() [ "funclet"(token %18) ]
  catchret from %18 to label %29

29:                                               ; preds = %28
  br label %30

30:                                               ; preds = %29, %45, %55, %65, %77, %89, %96, %97
  br label %31

31:                                               ; preds = %30
  %32 = load i32, ptr %2, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, ptr %2, align 4
  br label %10, !llvm.loop !2

34:                                               ; preds = %17
  %35 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIl) #8
  %36 = icmp eq i32 %20, %35
  br i1 %36, label %37, label %46

37:                                               ; preds = %34
  %38 = load ptr, ptr %3, align 4
  %39 = call ptr @__cxa_begin_catch(ptr %38) #8 [ "funclet"(token %18) ]
  %40 = load i32, ptr %39, align 4
  store i32 %40, ptr %8, align 4
  %41 = load i32, ptr %2, align 4
  %42 = load i32, ptr %8, align 4
  %43 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %41, i32 noundef %42) [ "funclet"(token %18) ]
          to label %44 unwind label %111

44:                                               ; preds = %37
  call void @__cxa_end_catch() #8 [ "funclet"(token %18) ]
  catchret from %18 to label %45

45:                                               ; preds = %44
  br label %30

46:                                               ; preds = %34
  %47 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI1A) #8
  %48 = icmp eq i32 %20, %47
  br i1 %48, label %49, label %56

49:                                               ; preds = %46
  %50 = load ptr, ptr %3, align 4
  %51 = call ptr @__cxa_begin_catch(ptr %50) #8 [ "funclet"(token %18) ]
  store ptr %51, ptr %7, align 4
  %52 = load i32, ptr %2, align 4
  %53 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %52) [ "funclet"(token %18) ]
          to label %54 unwind label %108

54:                                               ; preds = %49
  call void @__cxa_end_catch() [ "funclet"(token %18) ]
  catchret from %18 to label %55

55:                                               ; preds = %54
  br label %30

56:                                               ; preds = %46
  %57 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI1B) #8
  %58 = icmp eq i32 %20, %57
  br i1 %58, label %59, label %66

59:                                               ; preds = %56
  %60 = load ptr, ptr %3, align 4
  %61 = call ptr @__cxa_begin_catch(ptr %60) #8 [ "funclet"(token %18) ]
  store ptr %61, ptr %6, align 4
  %62 = load i32, ptr %2, align 4
  %63 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %62) [ "funclet"(token %18) ]
          to label %64 unwind label %105

64:                                               ; preds = %59
  call void @__cxa_end_catch() [ "funclet"(token %18) ]
  catchret from %18 to label %65

65:                                               ; preds = %64
  br label %30

66:                                               ; preds = %56
  %67 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIj) #8
  %68 = icmp eq i32 %20, %67
  br i1 %68, label %69, label %78

69:                                               ; preds = %66
  %70 = load ptr, ptr %3, align 4
  %71 = call ptr @__cxa_begin_catch(ptr %70) #8 [ "funclet"(token %18) ]
  %72 = load i32, ptr %71, align 4
  store i32 %72, ptr %5, align 4
  %73 = load i32, ptr %2, align 4
  %74 = load i32, ptr %5, align 4
  %75 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %73, i32 noundef %74) [ "funclet"(token %18) ]
          to label %76 unwind label %103

76:                                               ; preds = %69
  call void @__cxa_end_catch() #8 [ "funclet"(token %18) ]
  catchret from %18 to label %77

77:                                               ; preds = %76
  br label %30

78:                                               ; preds = %66
  %79 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #8
  %80 = icmp eq i32 %20, %79
  br i1 %80, label %81, label %90

81:                                               ; preds = %78
  %82 = load ptr, ptr %3, align 4
  %83 = call ptr @__cxa_begin_catch(ptr %82) #8 [ "funclet"(token %18) ]
  %84 = load i32, ptr %83, align 4
  store i32 %84, ptr %4, align 4
  %85 = load i32, ptr %2, align 4
  %86 = load i32, ptr %4, align 4
  %87 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %85, i32 noundef %86) [ "funclet"(token %18) ]
          to label %88 unwind label %101

88:                                               ; preds = %81
  call void @__cxa_end_catch() #8 [ "funclet"(token %18) ]
  catchret from %18 to label %89

89:                                               ; preds = %88
  br label %30

90:                                               ; preds = %78
  %91 = load ptr, ptr %3, align 4
  %92 = call ptr @__cxa_begin_catch(ptr %91) #8 [ "funclet"(token %18) ]
  %93 = load i32, ptr %2, align 4
  %94 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %93) [ "funclet"(token %18) ]
          to label %95 unwind label %98

95:                                               ; preds = %90
  call void @__cxa_end_catch() [ "funclet"(token %18) ]
  catchret from %18 to label %96

96:                                               ; preds = %95
  br label %30

97:                                               ; preds = %13
  br label %30

98:                                               ; preds = %90
  %99 = cleanuppad within %18 []
  invoke void @__cxa_end_catch() [ "funclet"(token %99) ]
          to label %100 unwind label %117

100:                                              ; preds = %98
  cleanupret from %99 unwind to caller

101:                                              ; preds = %81
  %102 = cleanuppad within %18 []
  call void @__cxa_end_catch() #8 [ "funclet"(token %102) ]
  cleanupret from %102 unwind to caller

103:                                              ; preds = %69
  %104 = cleanuppad within %18 []
  call void @__cxa_end_catch() #8 [ "funclet"(token %104) ]
  cleanupret from %104 unwind to caller

105:                                              ; preds = %59
  %106 = cleanuppad within %18 []
  invoke void @__cxa_end_catch() [ "funclet"(token %106) ]
          to label %107 unwind label %119

107:                                              ; preds = %105
  cleanupret from %106 unwind to caller

108:                                              ; preds = %49
  %109 = cleanuppad within %18 []
  invoke void @__cxa_end_catch() [ "funclet"(token %109) ]
          to label %110 unwind label %121

110:                                              ; preds = %108
  cleanupret from %109 unwind to caller

111:                                              ; preds = %37
  %112 = cleanuppad within %18 []
  call void @__cxa_end_catch() #8 [ "funclet"(token %112) ]
  cleanupret from %112 unwind to caller

113:                                              ; preds = %23
  %114 = cleanuppad within %18 []
  invoke void @__cxa_end_catch() [ "funclet"(token %114) ]
          to label %115 unwind label %123

115:                                              ; preds = %113
  cleanupret from %114 unwind to caller

116:                                              ; preds = %10
  ret i32 0

117:                                              ; preds = %98
  %118 = cleanuppad within %99 []
  call void @_ZSt9terminatev() #9 [ "funclet"(token %118) ]
  unreachable

119:                                              ; preds = %105
  %120 = cleanuppad within %106 []
  call void @_ZSt9terminatev() #9 [ "funclet"(token %120) ]
  unreachable

121:                                              ; preds = %108
  %122 = cleanuppad within %109 []
  call void @_ZSt9terminatev() #9 [ "funclet"(token %122) ]
  unreachable

123:                                              ; preds = %113
  %124 = cleanuppad within %114 []
  call void @_ZSt9terminatev() #9 [ "funclet"(token %124) ]
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL7throweri(i32 noundef %0) #1 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  switch i32 %3, label %19 [
    i32 0, label %4
    i32 1, label %7
    i32 2, label %10
    i32 3, label %13
    i32 4, label %15
    i32 5, label %17
  ]

4:                                                ; preds = %1
  %5 = call ptr @__cxa_allocate_exception(i32 4) #8
  call void @llvm.memset.p0.i32(ptr align 16 %5, i8 0, i32 4, i1 false)
  %6 = call noundef ptr @_ZN1AC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %5) #8
  call void @__cxa_throw(ptr %5, ptr @_ZTI1A, ptr @_ZN1AD2Ev) #10
  unreachable

7:                                                ; preds = %1
  %8 = call ptr @__cxa_allocate_exception(i32 4) #8
  call void @llvm.memset.p0.i32(ptr align 16 %8, i8 0, i32 4, i1 false)
  %9 = call noundef ptr @_ZN1BC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %8) #8
  call void @__cxa_throw(ptr %8, ptr @_ZTI1B, ptr @_ZN1BD2Ev) #10
  unreachable

10:                                               ; preds = %1
  %11 = call ptr @__cxa_allocate_exception(i32 4) #8
  call void @llvm.memset.p0.i32(ptr align 16 %11, i8 0, i32 4, i1 false)
  %12 = call noundef ptr @_ZN1CC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %11) #8
  call void @__cxa_throw(ptr %11, ptr @_ZTI1C, ptr @_ZN1CD2Ev) #10
  unreachable

13:                                               ; preds = %1
  %14 = call ptr @__cxa_allocate_exception(i32 4) #8
  store i32 3, ptr %14, align 16
  call void @__cxa_throw(ptr %14, ptr @_ZTIi, ptr null) #10
  unreachable

15:                                               ; preds = %1
  %16 = call ptr @__cxa_allocate_exception(i32 4) #8
  store i32 4, ptr %16, align 16
  call void @__cxa_throw(ptr %16, ptr @_ZTIl, ptr null) #10
  unreachable

17:                                               ; preds = %1
  %18 = call ptr @__cxa_allocate_exception(i32 4) #8
  store i32 5, ptr %18, align 16
  call void @__cxa_throw(ptr %18, ptr @_ZTIj, ptr null) #10
  unreachable

19:                                               ; preds = %1
  %20 = call ptr @__cxa_allocate_exception(i32 1) #8
  store i8 99, ptr %20, align 16
  call void @__cxa_throw(ptr %20, ptr @_ZTIc, ptr null) #10
  unreachable
}

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare ptr @llvm.wasm.get.exception(token) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare i32 @llvm.wasm.get.ehselector(token) #2

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #3

declare ptr @__cxa_begin_catch(ptr)

declare i32 @printf(ptr noundef, ...) #4

declare void @__cxa_end_catch()

declare void @_ZSt9terminatev()

declare ptr @__cxa_allocate_exception(i32)

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i32(ptr nocapture writeonly, i8, i32, i1 immarg) #5

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN1AC2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #6 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  store ptr getelementptr inbounds inrange(-8, 8) ({ [4 x ptr] }, ptr @_ZTV1A, i32 0, i32 0, i32 2), ptr %3, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN1AD2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #6 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret ptr %3
}

declare void @__cxa_throw(ptr, ptr, ptr)

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN1BC2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #6 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN1AC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #8
  store ptr getelementptr inbounds inrange(-8, 8) ({ [4 x ptr] }, ptr @_ZTV1B, i32 0, i32 0, i32 2), ptr %3, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN1BD2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #6 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN1AD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #8
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN1CC2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #6 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN1BC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #8
  store ptr getelementptr inbounds inrange(-8, 8) ({ [4 x ptr] }, ptr @_ZTV1C, i32 0, i32 0, i32 2), ptr %3, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN1CD2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #6 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN1BD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #8
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden void @_ZN1AD0Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #6 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN1AD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #8
  call void @_ZdlPvm(ptr noundef %3, i32 noundef 4) #11
  ret void
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i32 noundef) #7

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden void @_ZN1BD0Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #6 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN1BD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #8
  call void @_ZdlPvm(ptr noundef %3, i32 noundef 4) #11
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden void @_ZN1CD0Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #6 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN1CD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #8
  call void @_ZdlPvm(ptr noundef %3, i32 noundef 4) #11
  ret void
}

attributes #0 = { mustprogress noinline norecurse optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { mustprogress noinline optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #2 = { nocallback nofree nosync nounwind willreturn }
attributes #3 = { nounwind memory(none) }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { mustprogress noinline nounwind optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #7 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #8 = { nounwind }
attributes #9 = { noreturn nounwind }
attributes #10 = { noreturn }
attributes #11 = { builtin nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.mustprogress"}
