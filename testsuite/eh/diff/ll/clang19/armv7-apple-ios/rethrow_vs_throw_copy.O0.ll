; ModuleID = 'rethrow_vs_throw_copy.cpp'
source_filename = "rethrow_vs_throw_copy.cpp"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

%struct.Base = type { ptr, i32 }

@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS7Derived = linkonce_odr constant [9 x i8] c"7Derived\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS4Base = linkonce_odr constant [6 x i8] c"4Base\00", align 1
@_ZTI4Base = linkonce_odr constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS4Base }, align 4
@_ZTI7Derived = linkonce_odr constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2), ptr @_ZTS7Derived, ptr @_ZTI4Base }, align 4
@.str = private unnamed_addr constant [22 x i8] c"inner %s %d, throw b\0A\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"outer %s %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"wrong: Derived\0A\00", align 1
@.str.3 = private unnamed_addr constant [21 x i8] c"inner %s %d, throw;\0A\00", align 1
@_ZTV7Derived = linkonce_odr unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI7Derived, ptr @_ZN7DerivedD1Ev, ptr @_ZN7DerivedD0Ev, ptr @_ZNK7Derived4kindEv] }, align 4
@_ZTV4Base = linkonce_odr unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI4Base, ptr @_ZN4BaseD1Ev, ptr @_ZN4BaseD0Ev, ptr @_ZNK4Base4kindEv] }, align 4
@.str.4 = private unnamed_addr constant [10 x i8] c"Base(%d)\0A\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"Base\00", align 1
@.str.6 = private unnamed_addr constant [8 x i8] c"Derived\00", align 1
@.str.7 = private unnamed_addr constant [11 x i8] c"~Base(%d)\0A\00", align 1
@.str.8 = private unnamed_addr constant [20 x i8] c"Base copy %d -> %d\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone
define noundef i32 @main() #0 personality ptr @__gxx_personality_sj0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  %5 = alloca ptr, align 4
  %6 = alloca ptr, align 4
  %7 = alloca ptr, align 4
  %8 = alloca ptr, align 4
  store i32 0, ptr %1, align 4
  %9 = call ptr @__cxa_allocate_exception(i32 8) #7
  %10 = invoke noundef ptr @_ZN7DerivedC1Ei(ptr noundef nonnull align 4 dereferenceable(8) %9, i32 noundef 1)
          to label %11 unwind label %12

11:                                               ; preds = %0
  invoke void @__cxa_throw(ptr %9, ptr @_ZTI7Derived, ptr @_ZN7DerivedD1Ev) #8
          to label %157 unwind label %16

12:                                               ; preds = %0
  %13 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI4Base
          catch ptr @_ZTI7Derived
  %14 = extractvalue { ptr, i32 } %13, 0
  store ptr %14, ptr %2, align 4
  %15 = extractvalue { ptr, i32 } %13, 1
  store i32 %15, ptr %3, align 4
  call void @__cxa_free_exception(ptr %9) #7
  br label %20

16:                                               ; preds = %11
  %17 = landingpad { ptr, i32 }
          catch ptr @_ZTI4Base
          catch ptr @_ZTI7Derived
  %18 = extractvalue { ptr, i32 } %17, 0
  store ptr %18, ptr %2, align 4
  %19 = extractvalue { ptr, i32 } %17, 1
  store i32 %19, ptr %3, align 4
  br label %20

20:                                               ; preds = %16, %12
  %21 = load i32, ptr %3, align 4
  %22 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI4Base) #7
  %23 = icmp eq i32 %21, %22
  br i1 %23, label %24, label %52

24:                                               ; preds = %20
  %25 = load ptr, ptr %2, align 4
  %26 = call ptr @__cxa_begin_catch(ptr %25) #7
  store ptr %26, ptr %4, align 4
  %27 = load ptr, ptr %4, align 4
  %28 = load ptr, ptr %27, align 4
  %29 = getelementptr inbounds ptr, ptr %28, i64 2
  %30 = load ptr, ptr %29, align 4
  %31 = invoke noundef ptr %30(ptr noundef nonnull align 4 dereferenceable(8) %27)
          to label %32 unwind label %42

32:                                               ; preds = %24
  %33 = load ptr, ptr %4, align 4
  %34 = getelementptr inbounds %struct.Base, ptr %33, i32 0, i32 1
  %35 = load i32, ptr %34, align 4
  %36 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef %31, i32 noundef %35)
          to label %37 unwind label %42

37:                                               ; preds = %32
  %38 = call ptr @__cxa_allocate_exception(i32 8) #7
  %39 = load ptr, ptr %4, align 4
  %40 = invoke noundef ptr @_ZN4BaseC1ERKS_(ptr noundef nonnull align 4 dereferenceable(8) %38, ptr noundef nonnull align 4 dereferenceable(8) %39)
          to label %41 unwind label %46

41:                                               ; preds = %37
  invoke void @__cxa_throw(ptr %38, ptr @_ZTI4Base, ptr @_ZN4BaseD1Ev) #8
          to label %157 unwind label %42

42:                                               ; preds = %41, %32, %24
  %43 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI7Derived
          catch ptr @_ZTI4Base
  %44 = extractvalue { ptr, i32 } %43, 0
  store ptr %44, ptr %2, align 4
  %45 = extractvalue { ptr, i32 } %43, 1
  store i32 %45, ptr %3, align 4
  br label %50

46:                                               ; preds = %37
  %47 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI7Derived
          catch ptr @_ZTI4Base
  %48 = extractvalue { ptr, i32 } %47, 0
  store ptr %48, ptr %2, align 4
  %49 = extractvalue { ptr, i32 } %47, 1
  store i32 %49, ptr %3, align 4
  call void @__cxa_free_exception(ptr %38) #7
  br label %50

50:                                               ; preds = %46, %42
  invoke void @__cxa_end_catch()
          to label %51 unwind label %154

51:                                               ; preds = %50
  br label %52

52:                                               ; preds = %51, %20
  %53 = load i32, ptr %3, align 4
  %54 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI7Derived) #7
  %55 = icmp eq i32 %53, %54
  br i1 %55, label %56, label %65

56:                                               ; preds = %52
  %57 = load ptr, ptr %2, align 4
  %58 = call ptr @__cxa_begin_catch(ptr %57) #7
  store ptr %58, ptr %6, align 4
  %59 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.2)
          to label %60 unwind label %88

60:                                               ; preds = %56
  call void @__cxa_end_catch()
  br label %61

61:                                               ; preds = %60, %81, %82
  %62 = call ptr @__cxa_allocate_exception(i32 8) #7
  %63 = invoke noundef ptr @_ZN7DerivedC1Ei(ptr noundef nonnull align 4 dereferenceable(8) %62, i32 noundef 2)
          to label %64 unwind label %93

64:                                               ; preds = %61
  invoke void @__cxa_throw(ptr %62, ptr @_ZTI7Derived, ptr @_ZN7DerivedD1Ev) #8
          to label %157 unwind label %97

65:                                               ; preds = %52
  %66 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI4Base) #7
  %67 = icmp eq i32 %53, %66
  br i1 %67, label %68, label %149

68:                                               ; preds = %65
  %69 = load ptr, ptr %2, align 4
  %70 = call ptr @__cxa_begin_catch(ptr %69) #7
  store ptr %70, ptr %5, align 4
  %71 = load ptr, ptr %5, align 4
  %72 = load ptr, ptr %71, align 4
  %73 = getelementptr inbounds ptr, ptr %72, i64 2
  %74 = load ptr, ptr %73, align 4
  %75 = invoke noundef ptr %74(ptr noundef nonnull align 4 dereferenceable(8) %71)
          to label %76 unwind label %83

76:                                               ; preds = %68
  %77 = load ptr, ptr %5, align 4
  %78 = getelementptr inbounds %struct.Base, ptr %77, i32 0, i32 1
  %79 = load i32, ptr %78, align 4
  %80 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, ptr noundef %75, i32 noundef %79)
          to label %81 unwind label %83

81:                                               ; preds = %76
  call void @__cxa_end_catch()
  br label %61

82:                                               ; No predecessors!
  br label %61

83:                                               ; preds = %76, %68
  %84 = landingpad { ptr, i32 }
          cleanup
  %85 = extractvalue { ptr, i32 } %84, 0
  store ptr %85, ptr %2, align 4
  %86 = extractvalue { ptr, i32 } %84, 1
  store i32 %86, ptr %3, align 4
  invoke void @__cxa_end_catch()
          to label %87 unwind label %154

87:                                               ; preds = %83
  br label %149

88:                                               ; preds = %56
  %89 = landingpad { ptr, i32 }
          cleanup
  %90 = extractvalue { ptr, i32 } %89, 0
  store ptr %90, ptr %2, align 4
  %91 = extractvalue { ptr, i32 } %89, 1
  store i32 %91, ptr %3, align 4
  invoke void @__cxa_end_catch()
          to label %92 unwind label %154

92:                                               ; preds = %88
  br label %149

93:                                               ; preds = %61
  %94 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI4Base
          catch ptr @_ZTI7Derived
  %95 = extractvalue { ptr, i32 } %94, 0
  store ptr %95, ptr %2, align 4
  %96 = extractvalue { ptr, i32 } %94, 1
  store i32 %96, ptr %3, align 4
  call void @__cxa_free_exception(ptr %62) #7
  br label %101

97:                                               ; preds = %64
  %98 = landingpad { ptr, i32 }
          catch ptr @_ZTI4Base
          catch ptr @_ZTI7Derived
  %99 = extractvalue { ptr, i32 } %98, 0
  store ptr %99, ptr %2, align 4
  %100 = extractvalue { ptr, i32 } %98, 1
  store i32 %100, ptr %3, align 4
  br label %101

101:                                              ; preds = %97, %93
  %102 = load i32, ptr %3, align 4
  %103 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI4Base) #7
  %104 = icmp eq i32 %102, %103
  br i1 %104, label %105, label %124

105:                                              ; preds = %101
  %106 = load ptr, ptr %2, align 4
  %107 = call ptr @__cxa_begin_catch(ptr %106) #7
  store ptr %107, ptr %7, align 4
  %108 = load ptr, ptr %7, align 4
  %109 = load ptr, ptr %108, align 4
  %110 = getelementptr inbounds ptr, ptr %109, i64 2
  %111 = load ptr, ptr %110, align 4
  %112 = invoke noundef ptr %111(ptr noundef nonnull align 4 dereferenceable(8) %108)
          to label %113 unwind label %119

113:                                              ; preds = %105
  %114 = load ptr, ptr %7, align 4
  %115 = getelementptr inbounds %struct.Base, ptr %114, i32 0, i32 1
  %116 = load i32, ptr %115, align 4
  %117 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef %112, i32 noundef %116)
          to label %118 unwind label %119

118:                                              ; preds = %113
  invoke void @__cxa_rethrow() #8
          to label %157 unwind label %119

119:                                              ; preds = %118, %113, %105
  %120 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI7Derived
  %121 = extractvalue { ptr, i32 } %120, 0
  store ptr %121, ptr %2, align 4
  %122 = extractvalue { ptr, i32 } %120, 1
  store i32 %122, ptr %3, align 4
  invoke void @__cxa_end_catch()
          to label %123 unwind label %154

123:                                              ; preds = %119
  br label %124

124:                                              ; preds = %123, %101
  %125 = load i32, ptr %3, align 4
  %126 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI7Derived) #7
  %127 = icmp eq i32 %125, %126
  br i1 %127, label %128, label %149

128:                                              ; preds = %124
  %129 = load ptr, ptr %2, align 4
  %130 = call ptr @__cxa_begin_catch(ptr %129) #7
  store ptr %130, ptr %8, align 4
  %131 = load ptr, ptr %8, align 4
  %132 = load ptr, ptr %131, align 4
  %133 = getelementptr inbounds ptr, ptr %132, i64 2
  %134 = load ptr, ptr %133, align 4
  %135 = invoke noundef ptr %134(ptr noundef nonnull align 4 dereferenceable(8) %131)
          to label %136 unwind label %144

136:                                              ; preds = %128
  %137 = load ptr, ptr %8, align 4
  %138 = getelementptr inbounds %struct.Base, ptr %137, i32 0, i32 1
  %139 = load i32, ptr %138, align 4
  %140 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, ptr noundef %135, i32 noundef %139)
          to label %141 unwind label %144

141:                                              ; preds = %136
  call void @__cxa_end_catch()
  br label %142

142:                                              ; preds = %141, %143
  ret i32 0

143:                                              ; No predecessors!
  br label %142

144:                                              ; preds = %136, %128
  %145 = landingpad { ptr, i32 }
          cleanup
  %146 = extractvalue { ptr, i32 } %145, 0
  store ptr %146, ptr %2, align 4
  %147 = extractvalue { ptr, i32 } %145, 1
  store i32 %147, ptr %3, align 4
  invoke void @__cxa_end_catch()
          to label %148 unwind label %154

148:                                              ; preds = %144
  br label %149

149:                                              ; preds = %148, %124, %92, %87, %65
  %150 = load ptr, ptr %2, align 4
  %151 = load i32, ptr %3, align 4
  %152 = insertvalue { ptr, i32 } poison, ptr %150, 0
  %153 = insertvalue { ptr, i32 } %152, i32 %151, 1
  resume { ptr, i32 } %153

154:                                              ; preds = %144, %119, %88, %83, %50
  %155 = landingpad { ptr, i32 }
          catch ptr null
  %156 = extractvalue { ptr, i32 } %155, 0
  call void @__clang_call_terminate(ptr %156) #9
  unreachable

157:                                              ; preds = %118, %64, %41, %11
  unreachable
}

declare ptr @__cxa_allocate_exception(i32)

; Function Attrs: mustprogress noinline optnone
define linkonce_odr noundef ptr @_ZN7DerivedC1Ei(ptr noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #1 align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = call noundef ptr @_ZN7DerivedC2Ei(ptr noundef nonnull align 4 dereferenceable(8) %5, i32 noundef %6)
  ret ptr %5
}

declare i32 @__gxx_personality_sj0(...)

declare void @__cxa_free_exception(ptr)

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZN7DerivedD1Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN7DerivedD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #7
  ret ptr %3
}

declare void @__cxa_throw(ptr, ptr, ptr)

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #3

declare ptr @__cxa_begin_catch(ptr)

declare i32 @printf(ptr noundef, ...) #4

; Function Attrs: mustprogress noinline optnone
define linkonce_odr noundef ptr @_ZN4BaseC1ERKS_(ptr noundef nonnull align 4 dereferenceable(8) %0, ptr noundef nonnull align 4 dereferenceable(8) %1) unnamed_addr #1 align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = load ptr, ptr %4, align 4
  %7 = call noundef ptr @_ZN4BaseC2ERKS_(ptr noundef nonnull align 4 dereferenceable(8) %5, ptr noundef nonnull align 4 dereferenceable(8) %6)
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZN4BaseD1Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN4BaseD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #7
  ret ptr %3
}

declare void @__cxa_end_catch()

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #5 {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #7
  call void @_ZSt9terminatev() #9
  unreachable
}

declare void @_ZSt9terminatev()

declare void @__cxa_rethrow()

; Function Attrs: mustprogress noinline optnone
define linkonce_odr noundef ptr @_ZN7DerivedC2Ei(ptr noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #1 align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = call noundef ptr @_ZN4BaseC2Ei(ptr noundef nonnull align 4 dereferenceable(8) %5, i32 noundef %6)
  store ptr getelementptr inbounds inrange(-8, 12) ({ [5 x ptr] }, ptr @_ZTV7Derived, i32 0, i32 0, i32 2), ptr %5, align 4
  ret ptr %5
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr noundef ptr @_ZN4BaseC2Ei(ptr noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #1 align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  store ptr getelementptr inbounds inrange(-8, 12) ({ [5 x ptr] }, ptr @_ZTV4Base, i32 0, i32 0, i32 2), ptr %5, align 4
  %6 = getelementptr inbounds %struct.Base, ptr %5, i32 0, i32 1
  %7 = load i32, ptr %4, align 4
  store i32 %7, ptr %6, align 4
  %8 = getelementptr inbounds %struct.Base, ptr %5, i32 0, i32 1
  %9 = load i32, ptr %8, align 4
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %9)
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr void @_ZN7DerivedD0Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN7DerivedD1Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #7
  call void @_ZdlPv(ptr noundef %3) #10
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZNK7Derived4kindEv(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret ptr @.str.6
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr void @_ZN4BaseD0Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN4BaseD1Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #7
  call void @_ZdlPv(ptr noundef %3) #10
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZNK4Base4kindEv(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret ptr @.str.5
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(ptr noundef) #6

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZN7DerivedD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN4BaseD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #7
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZN4BaseD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 align 2 personality ptr @__gxx_personality_sj0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  store ptr getelementptr inbounds inrange(-8, 12) ({ [5 x ptr] }, ptr @_ZTV4Base, i32 0, i32 0, i32 2), ptr %3, align 4
  %4 = getelementptr inbounds %struct.Base, ptr %3, i32 0, i32 1
  %5 = load i32, ptr %4, align 4
  %6 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret ptr %3

8:                                                ; preds = %1
  %9 = landingpad { ptr, i32 }
          catch ptr null
  %10 = extractvalue { ptr, i32 } %9, 0
  call void @__clang_call_terminate(ptr %10) #9
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr noundef ptr @_ZN4BaseC2ERKS_(ptr noundef nonnull align 4 dereferenceable(8) %0, ptr noundef nonnull align 4 dereferenceable(8) %1) unnamed_addr #1 align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  store ptr getelementptr inbounds inrange(-8, 12) ({ [5 x ptr] }, ptr @_ZTV4Base, i32 0, i32 0, i32 2), ptr %5, align 4
  %6 = getelementptr inbounds %struct.Base, ptr %5, i32 0, i32 1
  %7 = load ptr, ptr %4, align 4
  %8 = getelementptr inbounds %struct.Base, ptr %7, i32 0, i32 1
  %9 = load i32, ptr %8, align 4
  %10 = add nsw i32 %9, 10
  store i32 %10, ptr %6, align 4
  %11 = load ptr, ptr %4, align 4
  %12 = getelementptr inbounds %struct.Base, ptr %11, i32 0, i32 1
  %13 = load i32, ptr %12, align 4
  %14 = getelementptr inbounds %struct.Base, ptr %5, i32 0, i32 1
  %15 = load i32, ptr %14, align 4
  %16 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %13, i32 noundef %15)
  ret ptr %5
}

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { mustprogress noinline optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { nounwind memory(none) }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { noinline noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #6 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #7 = { nounwind }
attributes #8 = { noreturn }
attributes #9 = { noreturn nounwind }
attributes #10 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
