; ModuleID = 'exception_ctor_throws_free.cpp'
source_filename = "exception_ctor_throws_free.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Inner = type { i32 }
%struct.Outer = type { i32 }

$_ZN5OuterC2Ei = comdat any

$_ZN5OuterD2Ev = comdat any

$_ZN5OuterC2ERKS_ = comdat any

$_ZTS5Outer = comdat any

$_ZTI5Outer = comdat any

$_ZTS5Inner = comdat any

$_ZTI5Inner = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS5Outer = linkonce_odr hidden constant [7 x i8] c"5Outer\00", comdat, align 1
@_ZTI5Outer = linkonce_odr hidden constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @_ZTS5Outer, i32 0, i32 0) }, comdat, align 4
@_ZTS5Inner = linkonce_odr hidden constant [7 x i8] c"5Inner\00", comdat, align 1
@_ZTI5Inner = linkonce_odr hidden constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @_ZTS5Inner, i32 0, i32 0) }, comdat, align 4
@.str = private unnamed_addr constant [17 x i8] c"caught Inner %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [14 x i8] c"never: Outer\0A\00", align 1
@.str.2 = private unnamed_addr constant [17 x i8] c"caught Outer %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [11 x i8] c"Outer(%d)\0A\00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"~Outer(%d)\0A\00", align 1
@.str.5 = private unnamed_addr constant [16 x i8] c"Outer copy(%d)\0A\00", align 1
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i8*, align 4
  %3 = alloca %struct.Inner*, align 4
  %4 = alloca %struct.Outer*, align 4
  %5 = alloca %struct.Outer, align 4
  %6 = alloca %struct.Inner*, align 4
  %7 = alloca %struct.Outer*, align 4
  %8 = alloca %struct.Outer*, align 4
  store i32 0, i32* %1, align 4
  %9 = call i8* @__cxa_allocate_exception(i32 4) #3
  %10 = bitcast i8* %9 to %struct.Outer*
  %11 = invoke noundef %struct.Outer* @_ZN5OuterC2Ei(%struct.Outer* noundef nonnull align 4 dereferenceable(4) %10, i32 noundef -1)
          to label %12 unwind label %49

12:                                               ; preds = %0
  invoke void @__cxa_throw(i8* %9, i8* bitcast ({ i8*, i8* }* @_ZTI5Outer to i8*), i8* bitcast (%struct.Outer* (%struct.Outer*)* @_ZN5OuterD2Ev to i8*)) #6
          to label %127 unwind label %13

13:                                               ; preds = %12, %49
  %14 = catchswitch within none [label %15] unwind to caller

15:                                               ; preds = %13
  %16 = catchpad within %14 [i8* bitcast ({ i8*, i8* }* @_ZTI5Outer to i8*), i8* bitcast ({ i8*, i8* }* @_ZTI5Inner to i8*)]
  %17 = call i8* @llvm.wasm.get.exception(token %16)
  store i8* %17, i8** %2, align 4
  %18 = call i32 @llvm.wasm.get.ehselector(token %16)
  %19 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI5Outer to i8*)) #3
  %20 = icmp eq i32 %18, %19
  br i1 %20, label %21, label %28

21:                                               ; preds = %15
  %22 = load i8*, i8** %2, align 4
  %23 = call i8* @__cxa_begin_catch(i8* %22) #3 [ "funclet"(token %16) ]
  %24 = bitcast i8* %23 to %struct.Outer*
  store %struct.Outer* %24, %struct.Outer** %4, align 4
  %25 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.1, i32 0, i32 0)) [ "funclet"(token %16) ]
          to label %26 unwind label %54

26:                                               ; preds = %21
  call void @__cxa_end_catch() [ "funclet"(token %16) ]
  catchret from %16 to label %27

27:                                               ; preds = %26
  br label %42

28:                                               ; preds = %15
  %29 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI5Inner to i8*)) #3
  %30 = icmp eq i32 %18, %29
  br i1 %30, label %31, label %41

31:                                               ; preds = %28
  %32 = load i8*, i8** %2, align 4
  %33 = call i8* @__cxa_begin_catch(i8* %32) #3 [ "funclet"(token %16) ]
  %34 = bitcast i8* %33 to %struct.Inner*
  store %struct.Inner* %34, %struct.Inner** %3, align 4
  %35 = load %struct.Inner*, %struct.Inner** %3, align 4
  %36 = getelementptr inbounds %struct.Inner, %struct.Inner* %35, i32 0, i32 0
  %37 = load i32, i32* %36, align 4
  %38 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str, i32 0, i32 0), i32 noundef %37) [ "funclet"(token %16) ]
          to label %39 unwind label %51

39:                                               ; preds = %31
  call void @__cxa_end_catch() [ "funclet"(token %16) ]
  catchret from %16 to label %40

40:                                               ; preds = %39
  br label %42

41:                                               ; preds = %28
  call void @llvm.wasm.rethrow() #6 [ "funclet"(token %16) ]
  unreachable

42:                                               ; preds = %27, %40
  %43 = invoke noundef %struct.Outer* @_ZN5OuterC2Ei(%struct.Outer* noundef nonnull align 4 dereferenceable(4) %5, i32 noundef 5)
          to label %44 unwind label %62

44:                                               ; preds = %42
  %45 = call i8* @__cxa_allocate_exception(i32 4) #3
  %46 = bitcast i8* %45 to %struct.Outer*
  %47 = invoke noundef %struct.Outer* @_ZN5OuterC2ERKS_(%struct.Outer* noundef nonnull align 4 dereferenceable(4) %46, %struct.Outer* noundef nonnull align 4 dereferenceable(4) %5)
          to label %48 unwind label %57

48:                                               ; preds = %44
  invoke void @__cxa_throw(i8* %45, i8* bitcast ({ i8*, i8* }* @_ZTI5Outer to i8*), i8* bitcast (%struct.Outer* (%struct.Outer*)* @_ZN5OuterD2Ev to i8*)) #6
          to label %127 unwind label %59

49:                                               ; preds = %0
  %50 = cleanuppad within none []
  call void @__cxa_free_exception(i8* %9) #3 [ "funclet"(token %50) ]
  cleanupret from %50 unwind label %13

51:                                               ; preds = %31
  %52 = cleanuppad within %16 []
  invoke void @__cxa_end_catch() [ "funclet"(token %52) ]
          to label %53 unwind label %128

53:                                               ; preds = %51
  cleanupret from %52 unwind to caller

54:                                               ; preds = %21
  %55 = cleanuppad within %16 []
  invoke void @__cxa_end_catch() [ "funclet"(token %55) ]
          to label %56 unwind label %130

56:                                               ; preds = %54
  cleanupret from %55 unwind to caller

57:                                               ; preds = %44
  %58 = cleanuppad within none []
  call void @__cxa_free_exception(i8* %45) #3 [ "funclet"(token %58) ]
  cleanupret from %58 unwind label %59

59:                                               ; preds = %48, %57
  %60 = cleanuppad within none []
  %61 = call noundef %struct.Outer* @_ZN5OuterD2Ev(%struct.Outer* noundef nonnull align 4 dereferenceable(4) %5) #3 [ "funclet"(token %60) ]
  cleanupret from %60 unwind label %62

62:                                               ; preds = %59, %42
  %63 = catchswitch within none [label %64] unwind to caller

64:                                               ; preds = %62
  %65 = catchpad within %63 [i8* bitcast ({ i8*, i8* }* @_ZTI5Outer to i8*), i8* bitcast ({ i8*, i8* }* @_ZTI5Inner to i8*)]
  %66 = call i8* @llvm.wasm.get.exception(token %65)
  store i8* %66, i8** %2, align 4
  %67 = call i32 @llvm.wasm.get.ehselector(token %65)
  %68 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI5Outer to i8*)) #3
  %69 = icmp eq i32 %67, %68
  br i1 %69, label %70, label %77

70:                                               ; preds = %64
  %71 = load i8*, i8** %2, align 4
  %72 = call i8* @__cxa_begin_catch(i8* %71) #3 [ "funclet"(token %65) ]
  %73 = bitcast i8* %72 to %struct.Outer*
  store %struct.Outer* %73, %struct.Outer** %7, align 4
  %74 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.1, i32 0, i32 0)) [ "funclet"(token %65) ]
          to label %75 unwind label %119

75:                                               ; preds = %70
  call void @__cxa_end_catch() [ "funclet"(token %65) ]
  catchret from %65 to label %76

76:                                               ; preds = %75
  br label %91

77:                                               ; preds = %64
  %78 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI5Inner to i8*)) #3
  %79 = icmp eq i32 %67, %78
  br i1 %79, label %80, label %90

80:                                               ; preds = %77
  %81 = load i8*, i8** %2, align 4
  %82 = call i8* @__cxa_begin_catch(i8* %81) #3 [ "funclet"(token %65) ]
  %83 = bitcast i8* %82 to %struct.Inner*
  store %struct.Inner* %83, %struct.Inner** %6, align 4
  %84 = load %struct.Inner*, %struct.Inner** %6, align 4
  %85 = getelementptr inbounds %struct.Inner, %struct.Inner* %84, i32 0, i32 0
  %86 = load i32, i32* %85, align 4
  %87 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str, i32 0, i32 0), i32 noundef %86) [ "funclet"(token %65) ]
          to label %88 unwind label %116

88:                                               ; preds = %80
  call void @__cxa_end_catch() [ "funclet"(token %65) ]
  catchret from %65 to label %89

89:                                               ; preds = %88
  br label %91

90:                                               ; preds = %77
  call void @llvm.wasm.rethrow() #6 [ "funclet"(token %65) ]
  unreachable

91:                                               ; preds = %76, %89
  %92 = call i8* @__cxa_allocate_exception(i32 4) #3
  %93 = bitcast i8* %92 to %struct.Outer*
  %94 = invoke noundef %struct.Outer* @_ZN5OuterC2Ei(%struct.Outer* noundef nonnull align 4 dereferenceable(4) %93, i32 noundef 2)
          to label %95 unwind label %122

95:                                               ; preds = %91
  invoke void @__cxa_throw(i8* %92, i8* bitcast ({ i8*, i8* }* @_ZTI5Outer to i8*), i8* bitcast (%struct.Outer* (%struct.Outer*)* @_ZN5OuterD2Ev to i8*)) #6
          to label %127 unwind label %96

96:                                               ; preds = %95, %122
  %97 = catchswitch within none [label %98] unwind to caller

98:                                               ; preds = %96
  %99 = catchpad within %97 [i8* bitcast ({ i8*, i8* }* @_ZTI5Outer to i8*)]
  %100 = call i8* @llvm.wasm.get.exception(token %99)
  store i8* %100, i8** %2, align 4
  %101 = call i32 @llvm.wasm.get.ehselector(token %99)
  %102 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI5Outer to i8*)) #3
  %103 = icmp eq i32 %101, %102
  br i1 %103, label %104, label %114

104:                                              ; preds = %98
  %105 = load i8*, i8** %2, align 4
  %106 = call i8* @__cxa_begin_catch(i8* %105) #3 [ "funclet"(token %99) ]
  %107 = bitcast i8* %106 to %struct.Outer*
  store %struct.Outer* %107, %struct.Outer** %8, align 4
  %108 = load %struct.Outer*, %struct.Outer** %8, align 4
  %109 = getelementptr inbounds %struct.Outer, %struct.Outer* %108, i32 0, i32 0
  %110 = load i32, i32* %109, align 4
  %111 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.2, i32 0, i32 0), i32 noundef %110) [ "funclet"(token %99) ]
          to label %112 unwind label %124

112:                                              ; preds = %104
  call void @__cxa_end_catch() [ "funclet"(token %99) ]
  catchret from %99 to label %113

113:                                              ; preds = %112
  br label %115

114:                                              ; preds = %98
  call void @llvm.wasm.rethrow() #6 [ "funclet"(token %99) ]
  unreachable

115:                                              ; preds = %113
  ret i32 0

116:                                              ; preds = %80
  %117 = cleanuppad within %65 []
  invoke void @__cxa_end_catch() [ "funclet"(token %117) ]
          to label %118 unwind label %132

118:                                              ; preds = %116
  cleanupret from %117 unwind to caller

119:                                              ; preds = %70
  %120 = cleanuppad within %65 []
  invoke void @__cxa_end_catch() [ "funclet"(token %120) ]
          to label %121 unwind label %134

121:                                              ; preds = %119
  cleanupret from %120 unwind to caller

122:                                              ; preds = %91
  %123 = cleanuppad within none []
  call void @__cxa_free_exception(i8* %92) #3 [ "funclet"(token %123) ]
  cleanupret from %123 unwind label %96

124:                                              ; preds = %104
  %125 = cleanuppad within %99 []
  invoke void @__cxa_end_catch() [ "funclet"(token %125) ]
          to label %126 unwind label %136

126:                                              ; preds = %124
  cleanupret from %125 unwind to caller

127:                                              ; preds = %95, %48, %12
  unreachable

128:                                              ; preds = %51
  %129 = cleanuppad within %52 []
  call void @_ZSt9terminatev() #7 [ "funclet"(token %129) ]
  unreachable

130:                                              ; preds = %54
  %131 = cleanuppad within %55 []
  call void @_ZSt9terminatev() #7 [ "funclet"(token %131) ]
  unreachable

132:                                              ; preds = %116
  %133 = cleanuppad within %117 []
  call void @_ZSt9terminatev() #7 [ "funclet"(token %133) ]
  unreachable

134:                                              ; preds = %119
  %135 = cleanuppad within %120 []
  call void @_ZSt9terminatev() #7 [ "funclet"(token %135) ]
  unreachable

136:                                              ; preds = %124
  %137 = cleanuppad within %125 []
  call void @_ZSt9terminatev() #7 [ "funclet"(token %137) ]
  unreachable
}

declare i8* @__cxa_allocate_exception(i32)

; Function Attrs: noinline optnone
define linkonce_odr hidden noundef %struct.Outer* @_ZN5OuterC2Ei(%struct.Outer* noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #1 comdat {
  %3 = alloca %struct.Outer*, align 4
  %4 = alloca i32, align 4
  store %struct.Outer* %0, %struct.Outer** %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load %struct.Outer*, %struct.Outer** %3, align 4
  %6 = getelementptr inbounds %struct.Outer, %struct.Outer* %5, i32 0, i32 0
  %7 = load i32, i32* %4, align 4
  store i32 %7, i32* %6, align 4
  %8 = getelementptr inbounds %struct.Outer, %struct.Outer* %5, i32 0, i32 0
  %9 = load i32, i32* %8, align 4
  %10 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.3, i32 0, i32 0), i32 noundef %9)
  %11 = getelementptr inbounds %struct.Outer, %struct.Outer* %5, i32 0, i32 0
  %12 = load i32, i32* %11, align 4
  %13 = icmp slt i32 %12, 0
  br i1 %13, label %14, label %20

14:                                               ; preds = %2
  %15 = call i8* @__cxa_allocate_exception(i32 4) #3
  %16 = bitcast i8* %15 to %struct.Inner*
  %17 = getelementptr inbounds %struct.Inner, %struct.Inner* %16, i32 0, i32 0
  %18 = getelementptr inbounds %struct.Outer, %struct.Outer* %5, i32 0, i32 0
  %19 = load i32, i32* %18, align 4
  store i32 %19, i32* %17, align 16
  call void @__cxa_throw(i8* %15, i8* bitcast ({ i8*, i8* }* @_ZTI5Inner to i8*), i8* null) #6
  unreachable

20:                                               ; preds = %2
  ret %struct.Outer* %5
}

declare i32 @__gxx_wasm_personality_v0(...)

declare void @__cxa_free_exception(i8*)

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Outer* @_ZN5OuterD2Ev(%struct.Outer* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #2 comdat personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %2 = alloca %struct.Outer*, align 4
  store %struct.Outer* %0, %struct.Outer** %2, align 4
  %3 = load %struct.Outer*, %struct.Outer** %2, align 4
  %4 = getelementptr inbounds %struct.Outer, %struct.Outer* %3, i32 0, i32 0
  %5 = load i32, i32* %4, align 4
  %6 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.4, i32 0, i32 0), i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret %struct.Outer* %3

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

declare void @_ZSt9terminatev()

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #6

; Function Attrs: noinline optnone
define linkonce_odr hidden noundef %struct.Outer* @_ZN5OuterC2ERKS_(%struct.Outer* noundef nonnull returned align 4 dereferenceable(4) %0, %struct.Outer* noundef nonnull align 4 dereferenceable(4) %1) unnamed_addr #1 comdat {
  %3 = alloca %struct.Outer*, align 4
  %4 = alloca %struct.Outer*, align 4
  store %struct.Outer* %0, %struct.Outer** %3, align 4
  store %struct.Outer* %1, %struct.Outer** %4, align 4
  %5 = load %struct.Outer*, %struct.Outer** %3, align 4
  %6 = getelementptr inbounds %struct.Outer, %struct.Outer* %5, i32 0, i32 0
  %7 = load %struct.Outer*, %struct.Outer** %4, align 4
  %8 = getelementptr inbounds %struct.Outer, %struct.Outer* %7, i32 0, i32 0
  %9 = load i32, i32* %8, align 4
  store i32 %9, i32* %6, align 4
  %10 = getelementptr inbounds %struct.Outer, %struct.Outer* %5, i32 0, i32 0
  %11 = load i32, i32* %10, align 4
  %12 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.5, i32 0, i32 0), i32 noundef %11)
  %13 = getelementptr inbounds %struct.Outer, %struct.Outer* %5, i32 0, i32 0
  %14 = load i32, i32* %13, align 4
  %15 = icmp eq i32 %14, 5
  br i1 %15, label %16, label %20

16:                                               ; preds = %2
  %17 = call i8* @__cxa_allocate_exception(i32 4) #3
  %18 = bitcast i8* %17 to %struct.Inner*
  %19 = getelementptr inbounds %struct.Inner, %struct.Inner* %18, i32 0, i32 0
  store i32 50, i32* %19, align 16
  call void @__cxa_throw(i8* %17, i8* bitcast ({ i8*, i8* }* @_ZTI5Inner to i8*), i8* null) #6
  unreachable

20:                                               ; preds = %2
  ret %struct.Outer* %5
}

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
