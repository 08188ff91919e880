; ModuleID = 'mi_catch_second_base.cpp'
source_filename = "mi_catch_second_base.cpp"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

%struct.D = type { %struct.A, %struct.B, i32 }
%struct.A = type { ptr, i32 }
%struct.B = type { ptr, i32 }

@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS1B = linkonce_odr constant [3 x i8] c"1B\00", align 1
@_ZTI1B = linkonce_odr constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS1B }, align 4
@_ZTVN10__cxxabiv121__vmi_class_type_infoE = external global [0 x ptr]
@_ZTS1D = linkonce_odr constant [3 x i8] c"1D\00", align 1
@_ZTS1A = linkonce_odr constant [3 x i8] c"1A\00", align 1
@_ZTI1A = linkonce_odr constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS1A }, align 4
@_ZTI1D = linkonce_odr constant { ptr, ptr, i32, i32, ptr, i32, ptr, i32 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2), ptr @_ZTS1D, i32 0, i32 2, ptr @_ZTI1A, i32 2, ptr @_ZTI1B, i32 2050 }, align 4
@.str = private unnamed_addr constant [16 x i8] c"B& b=%d who=%s\0A\00", align 1
@.str.1 = private unnamed_addr constant [22 x i8] c"back to D: a=%d d=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"A& a=%d who=%s\0A\00", align 1
@_ZTVN10__cxxabiv119__pointer_type_infoE = external global [0 x ptr]
@_ZTSP1A = linkonce_odr constant [4 x i8] c"P1A\00", align 1
@_ZTIP1A = linkonce_odr constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2), ptr @_ZTSP1A, i32 0, ptr @_ZTI1A }, align 4
@_ZTSP1D = linkonce_odr constant [4 x i8] c"P1D\00", align 1
@_ZTIP1D = linkonce_odr constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2), ptr @_ZTSP1D, i32 0, ptr @_ZTI1D }, align 4
@.str.3 = private unnamed_addr constant [16 x i8] c"A* matches too\0A\00", align 1
@_ZTSP1B = linkonce_odr constant [4 x i8] c"P1B\00", align 1
@_ZTIP1B = linkonce_odr constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2), ptr @_ZTSP1B, i32 0, ptr @_ZTI1B }, align 4
@.str.4 = private unnamed_addr constant [17 x i8] c"B* b=%d same=%d\0A\00", align 1
@.str.5 = private unnamed_addr constant [27 x i8] c"D by value a=%d b=%d d=%d\0A\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"end\0A\00", align 1
@_ZTV1D = linkonce_odr unnamed_addr constant { [6 x ptr], [5 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTI1D, ptr @_ZN1DD1Ev, ptr @_ZN1DD0Ev, ptr @_ZNK1D4whoAEv, ptr @_ZNK1D4whoBEv], [5 x ptr] [ptr inttoptr (i32 -8 to ptr), ptr @_ZTI1D, ptr @_ZThn8_N1DD1Ev, ptr @_ZThn8_N1DD0Ev, ptr @_ZThn8_NK1D4whoBEv] }, align 4
@.str.7 = private unnamed_addr constant [7 x i8] c"D(%d)\0A\00", align 1
@_ZTV1A = linkonce_odr unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI1A, ptr @_ZN1AD1Ev, ptr @_ZN1AD0Ev, ptr @_ZNK1A4whoAEv] }, align 4
@.str.8 = private unnamed_addr constant [2 x i8] c"A\00", align 1
@_ZTV1B = linkonce_odr unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI1B, ptr @_ZN1BD1Ev, ptr @_ZN1BD0Ev, ptr @_ZNK1B4whoBEv] }, align 4
@.str.9 = private unnamed_addr constant [2 x i8] c"B\00", align 1
@.str.10 = private unnamed_addr constant [8 x i8] c"D via A\00", align 1
@.str.11 = private unnamed_addr constant [8 x i8] c"D via B\00", align 1
@.str.12 = private unnamed_addr constant [8 x i8] c"~D(%d)\0A\00", align 1
@.str.13 = private unnamed_addr constant [12 x i8] c"D copy(%d)\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone
define noundef i32 @main() #0 personality ptr @__gxx_personality_sj0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  %5 = alloca ptr, align 4
  %6 = alloca ptr, align 4
  %7 = alloca %struct.D, align 4
  %8 = alloca ptr, align 4
  %9 = alloca ptr, align 4
  %10 = alloca %struct.D, align 4
  store i32 0, ptr %1, align 4
  %11 = call ptr @__cxa_allocate_exception(i32 20) #9
  %12 = invoke noundef ptr @_ZN1DC1Ei(ptr noundef nonnull align 4 dereferenceable(20) %11, i32 noundef 1)
          to label %13 unwind label %14

13:                                               ; preds = %0
  invoke void @__cxa_throw(ptr %11, ptr @_ZTI1D, ptr @_ZN1DD1Ev) #10
          to label %198 unwind label %18

14:                                               ; preds = %0
  %15 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI1B
  %16 = extractvalue { ptr, i32 } %15, 0
  store ptr %16, ptr %2, align 4
  %17 = extractvalue { ptr, i32 } %15, 1
  store i32 %17, ptr %3, align 4
  call void @__cxa_free_exception(ptr %11) #9
  br label %22

18:                                               ; preds = %13
  %19 = landingpad { ptr, i32 }
          catch ptr @_ZTI1B
  %20 = extractvalue { ptr, i32 } %19, 0
  store ptr %20, ptr %2, align 4
  %21 = extractvalue { ptr, i32 } %19, 1
  store i32 %21, ptr %3, align 4
  br label %22

22:                                               ; preds = %18, %14
  %23 = load i32, ptr %3, align 4
  %24 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI1B) #9
  %25 = icmp eq i32 %23, %24
  br i1 %25, label %26, label %190

26:                                               ; preds = %22
  %27 = load ptr, ptr %2, align 4
  %28 = call ptr @__cxa_begin_catch(ptr %27) #9
  store ptr %28, ptr %4, align 4
  %29 = load ptr, ptr %4, align 4
  %30 = getelementptr inbounds %struct.B, ptr %29, i32 0, i32 1
  %31 = load i32, ptr %30, align 4
  %32 = load ptr, ptr %4, align 4
  %33 = load ptr, ptr %32, align 4
  %34 = getelementptr inbounds ptr, ptr %33, i64 2
  %35 = load ptr, ptr %34, align 4
  %36 = invoke noundef ptr %35(ptr noundef nonnull align 4 dereferenceable(8) %32)
          to label %37 unwind label %54

37:                                               ; preds = %26
  %38 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %31, ptr noundef %36)
          to label %39 unwind label %54

39:                                               ; preds = %37
  %40 = load ptr, ptr %4, align 4
  %41 = getelementptr inbounds i8, ptr %40, i32 -8
  store ptr %41, ptr %5, align 4
  %42 = load ptr, ptr %5, align 4
  %43 = getelementptr inbounds %struct.A, ptr %42, i32 0, i32 1
  %44 = load i32, ptr %43, align 4
  %45 = load ptr, ptr %5, align 4
  %46 = getelementptr inbounds %struct.D, ptr %45, i32 0, i32 2
  %47 = load i32, ptr %46, align 4
  %48 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %44, i32 noundef %47)
          to label %49 unwind label %54

49:                                               ; preds = %39
  call void @__cxa_end_catch()
  br label %50

50:                                               ; preds = %49
  %51 = call ptr @__cxa_allocate_exception(i32 20) #9
  %52 = invoke noundef ptr @_ZN1DC1Ei(ptr noundef nonnull align 4 dereferenceable(20) %51, i32 noundef 2)
          to label %53 unwind label %59

53:                                               ; preds = %50
  invoke void @__cxa_throw(ptr %51, ptr @_ZTI1D, ptr @_ZN1DD1Ev) #10
          to label %198 unwind label %63

54:                                               ; preds = %39, %37, %26
  %55 = landingpad { ptr, i32 }
          cleanup
  %56 = extractvalue { ptr, i32 } %55, 0
  store ptr %56, ptr %2, align 4
  %57 = extractvalue { ptr, i32 } %55, 1
  store i32 %57, ptr %3, align 4
  invoke void @__cxa_end_catch()
          to label %58 unwind label %195

58:                                               ; preds = %54
  br label %190

59:                                               ; preds = %50
  %60 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI1A
  %61 = extractvalue { ptr, i32 } %60, 0
  store ptr %61, ptr %2, align 4
  %62 = extractvalue { ptr, i32 } %60, 1
  store i32 %62, ptr %3, align 4
  call void @__cxa_free_exception(ptr %51) #9
  br label %67

63:                                               ; preds = %53
  %64 = landingpad { ptr, i32 }
          catch ptr @_ZTI1A
  %65 = extractvalue { ptr, i32 } %64, 0
  store ptr %65, ptr %2, align 4
  %66 = extractvalue { ptr, i32 } %64, 1
  store i32 %66, ptr %3, align 4
  br label %67

67:                                               ; preds = %63, %59
  %68 = load i32, ptr %3, align 4
  %69 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI1A) #9
  %70 = icmp eq i32 %68, %69
  br i1 %70, label %71, label %190

71:                                               ; preds = %67
  %72 = load ptr, ptr %2, align 4
  %73 = call ptr @__cxa_begin_catch(ptr %72) #9
  store ptr %73, ptr %6, align 4
  %74 = load ptr, ptr %6, align 4
  %75 = getelementptr inbounds %struct.A, ptr %74, i32 0, i32 1
  %76 = load i32, ptr %75, align 4
  %77 = load ptr, ptr %6, align 4
  %78 = load ptr, ptr %77, align 4
  %79 = getelementptr inbounds ptr, ptr %78, i64 2
  %80 = load ptr, ptr %79, align 4
  %81 = invoke noundef ptr %80(ptr noundef nonnull align 4 dereferenceable(8) %77)
          to label %82 unwind label %88

82:                                               ; preds = %71
  %83 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %76, ptr noundef %81)
          to label %84 unwind label %88

84:                                               ; preds = %82
  call void @__cxa_end_catch()
  br label %85

85:                                               ; preds = %84
  %86 = call noundef ptr @_ZN1DC1Ei(ptr noundef nonnull align 4 dereferenceable(20) %7, i32 noundef 3)
  %87 = call ptr @__cxa_allocate_exception(i32 4) #9
  store ptr %7, ptr %87, align 8
  invoke void @__cxa_throw(ptr %87, ptr @_ZTIP1D, ptr null) #10
          to label %198 unwind label %93

88:                                               ; preds = %82, %71
  %89 = landingpad { ptr, i32 }
          cleanup
  %90 = extractvalue { ptr, i32 } %89, 0
  store ptr %90, ptr %2, align 4
  %91 = extractvalue { ptr, i32 } %89, 1
  store i32 %91, ptr %3, align 4
  invoke void @__cxa_end_catch()
          to label %92 unwind label %195

92:                                               ; preds = %88
  br label %190

93:                                               ; preds = %85
  %94 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIP1A
  %95 = extractvalue { ptr, i32 } %94, 0
  store ptr %95, ptr %2, align 4
  %96 = extractvalue { ptr, i32 } %94, 1
  store i32 %96, ptr %3, align 4
  br label %97

97:                                               ; preds = %93
  %98 = load i32, ptr %3, align 4
  %99 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIP1A) #9
  %100 = icmp eq i32 %98, %99
  br i1 %100, label %101, label %188

101:                                              ; preds = %97
  %102 = load ptr, ptr %2, align 4
  %103 = call ptr @__cxa_begin_catch(ptr %102) #9
  store ptr %103, ptr %8, align 4
  %104 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3)
          to label %105 unwind label %108

105:                                              ; preds = %101
  call void @__cxa_end_catch() #9
  br label %106

106:                                              ; preds = %105
  %107 = call ptr @__cxa_allocate_exception(i32 4) #9
  store ptr %7, ptr %107, align 8
  invoke void @__cxa_throw(ptr %107, ptr @_ZTIP1D, ptr null) #10
          to label %198 unwind label %112

108:                                              ; preds = %101
  %109 = landingpad { ptr, i32 }
          cleanup
  %110 = extractvalue { ptr, i32 } %109, 0
  store ptr %110, ptr %2, align 4
  %111 = extractvalue { ptr, i32 } %109, 1
  store i32 %111, ptr %3, align 4
  call void @__cxa_end_catch() #9
  br label %188

112:                                              ; preds = %106
  %113 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIP1B
  %114 = extractvalue { ptr, i32 } %113, 0
  store ptr %114, ptr %2, align 4
  %115 = extractvalue { ptr, i32 } %113, 1
  store i32 %115, ptr %3, align 4
  br label %116

116:                                              ; preds = %112
  %117 = load i32, ptr %3, align 4
  %118 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIP1B) #9
  %119 = icmp eq i32 %117, %118
  br i1 %119, label %120, label %188

120:                                              ; preds = %116
  %121 = load ptr, ptr %2, align 4
  %122 = call ptr @__cxa_begin_catch(ptr %121) #9
  store ptr %122, ptr %9, align 4
  %123 = load ptr, ptr %9, align 4
  %124 = getelementptr inbounds %struct.B, ptr %123, i32 0, i32 1
  %125 = load i32, ptr %124, align 4
  %126 = load ptr, ptr %9, align 4
  %127 = icmp eq ptr %7, null
  br i1 %127, label %130, label %128

128:                                              ; preds = %120
  %129 = getelementptr inbounds i8, ptr %7, i32 8
  br label %130

130:                                              ; preds = %128, %120
  %131 = phi ptr [ %129, %128 ], [ null, %120 ]
  %132 = icmp eq ptr %126, %131
  %133 = zext i1 %132 to i32
  %134 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %125, i32 noundef %133)
          to label %135 unwind label %140

135:                                              ; preds = %130
  call void @__cxa_end_catch() #9
  br label %136

136:                                              ; preds = %135
  %137 = call ptr @__cxa_allocate_exception(i32 20) #9
  %138 = invoke noundef ptr @_ZN1DC1Ei(ptr noundef nonnull align 4 dereferenceable(20) %137, i32 noundef 4)
          to label %139 unwind label %144

139:                                              ; preds = %136
  invoke void @__cxa_throw(ptr %137, ptr @_ZTI1D, ptr @_ZN1DD1Ev) #10
          to label %198 unwind label %148

140:                                              ; preds = %130
  %141 = landingpad { ptr, i32 }
          cleanup
  %142 = extractvalue { ptr, i32 } %141, 0
  store ptr %142, ptr %2, align 4
  %143 = extractvalue { ptr, i32 } %141, 1
  store i32 %143, ptr %3, align 4
  call void @__cxa_end_catch() #9
  br label %188

144:                                              ; preds = %136
  %145 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI1D
  %146 = extractvalue { ptr, i32 } %145, 0
  store ptr %146, ptr %2, align 4
  %147 = extractvalue { ptr, i32 } %145, 1
  store i32 %147, ptr %3, align 4
  call void @__cxa_free_exception(ptr %137) #9
  br label %152

148:                                              ; preds = %139
  %149 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI1D
  %150 = extractvalue { ptr, i32 } %149, 0
  store ptr %150, ptr %2, align 4
  %151 = extractvalue { ptr, i32 } %149, 1
  store i32 %151, ptr %3, align 4
  br label %152

152:                                              ; preds = %148, %144
  %153 = load i32, ptr %3, align 4
  %154 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI1D) #9
  %155 = icmp eq i32 %153, %154
  br i1 %155, label %156, label %188

156:                                              ; preds = %152
  %157 = load ptr, ptr %2, align 4
  %158 = call ptr @__cxa_get_exception_ptr(ptr %157) #9
  %159 = invoke noundef ptr @_ZN1DC1ERKS_(ptr noundef nonnull align 4 dereferenceable(20) %10, ptr noundef nonnull align 4 dereferenceable(20) %158)
          to label %160 unwind label %195

160:                                              ; preds = %156
  %161 = call ptr @__cxa_begin_catch(ptr %157) #9
  %162 = getelementptr inbounds %struct.A, ptr %10, i32 0, i32 1
  %163 = load i32, ptr %162, align 4
  %164 = getelementptr inbounds i8, ptr %10, i32 8
  %165 = getelementptr inbounds %struct.B, ptr %164, i32 0, i32 1
  %166 = load i32, ptr %165, align 4
  %167 = getelementptr inbounds %struct.D, ptr %10, i32 0, i32 2
  %168 = load i32, ptr %167, align 4
  %169 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %163, i32 noundef %166, i32 noundef %168)
          to label %170 unwind label %178

170:                                              ; preds = %160
  %171 = call noundef ptr @_ZN1DD1Ev(ptr noundef nonnull align 4 dereferenceable(20) %10) #9
  invoke void @__cxa_end_catch()
          to label %172 unwind label %183

172:                                              ; preds = %170
  br label %173

173:                                              ; preds = %172
  %174 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.6)
          to label %175 unwind label %183

175:                                              ; preds = %173
  store i32 0, ptr %1, align 4
  %176 = call noundef ptr @_ZN1DD1Ev(ptr noundef nonnull align 4 dereferenceable(20) %7) #9
  %177 = load i32, ptr %1, align 4
  ret i32 %177

178:                                              ; preds = %160
  %179 = landingpad { ptr, i32 }
          cleanup
  %180 = extractvalue { ptr, i32 } %179, 0
  store ptr %180, ptr %2, align 4
  %181 = extractvalue { ptr, i32 } %179, 1
  store i32 %181, ptr %3, align 4
  %182 = call noundef ptr @_ZN1DD1Ev(ptr noundef nonnull align 4 dereferenceable(20) %10) #9
  invoke void @__cxa_end_catch()
          to label %187 unwind label %195

183:                                              ; preds = %173, %170
  %184 = landingpad { ptr, i32 }
          cleanup
  %185 = extractvalue { ptr, i32 } %184, 0
  store ptr %185, ptr %2, align 4
  %186 = extractvalue { ptr, i32 } %184, 1
  store i32 %186, ptr %3, align 4
  br label %188

187:                                              ; preds = %178
  br label %188

188:                                              ; preds = %187, %183, %152, %140, %116, %108, %97
  %189 = call noundef ptr @_ZN1DD1Ev(ptr noundef nonnull align 4 dereferenceable(20) %7) #9
  br label %190

190:                                              ; preds = %188, %92, %67, %58, %22
  %191 = load ptr, ptr %2, align 4
  %192 = load i32, ptr %3, align 4
  %193 = insertvalue { ptr, i32 } poison, ptr %191, 0
  %194 = insertvalue { ptr, i32 } %193, i32 %192, 1
  resume { ptr, i32 } %194

195:                                              ; preds = %178, %156, %88, %54
  %196 = landingpad { ptr, i32 }
          catch ptr null
  %197 = extractvalue { ptr, i32 } %196, 0
  call void @__clang_call_terminate(ptr %197) #11
  unreachable

198:                                              ; preds = %139, %106, %85, %53, %13
  unreachable
}

declare ptr @__cxa_allocate_exception(i32)

; Function Attrs: mustprogress noinline optnone
define linkonce_odr noundef ptr @_ZN1DC1Ei(ptr noundef nonnull align 4 dereferenceable(20) %0, i32 noundef %1) unnamed_addr #1 align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = call noundef ptr @_ZN1DC2Ei(ptr noundef nonnull align 4 dereferenceable(20) %5, i32 noundef %6)
  ret ptr %5
}

declare i32 @__gxx_personality_sj0(...)

declare void @__cxa_free_exception(ptr)

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZN1DD1Ev(ptr noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #2 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN1DD2Ev(ptr noundef nonnull align 4 dereferenceable(20) %3) #9
  ret ptr %3
}

declare void @__cxa_throw(ptr, ptr, ptr)

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #3

declare ptr @__cxa_begin_catch(ptr)

declare i32 @printf(ptr noundef, ...) #4

declare void @__cxa_end_catch()

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #5 {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #9
  call void @_ZSt9terminatev() #11
  unreachable
}

declare void @_ZSt9terminatev()

declare ptr @__cxa_get_exception_ptr(ptr)

; Function Attrs: mustprogress noinline optnone
define linkonce_odr noundef ptr @_ZN1DC1ERKS_(ptr noundef nonnull align 4 dereferenceable(20) %0, ptr noundef nonnull align 4 dereferenceable(20) %1) unnamed_addr #1 align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = load ptr, ptr %4, align 4
  %7 = call noundef ptr @_ZN1DC2ERKS_(ptr noundef nonnull align 4 dereferenceable(20) %5, ptr noundef nonnull align 4 dereferenceable(20) %6)
  ret ptr %5
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr noundef ptr @_ZN1DC2Ei(ptr noundef nonnull align 4 dereferenceable(20) %0, i32 noundef %1) unnamed_addr #1 align 2 personality ptr @__gxx_personality_sj0 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %7 = load ptr, ptr %3, align 4
  %8 = call noundef ptr @_ZN1AC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %7) #9
  %9 = getelementptr inbounds i8, ptr %7, i32 8
  %10 = call noundef ptr @_ZN1BC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %9) #9
  store ptr getelementptr inbounds inrange(-8, 16) ({ [6 x ptr], [5 x ptr] }, ptr @_ZTV1D, i32 0, i32 0, i32 2), ptr %7, align 4
  %11 = getelementptr inbounds i8, ptr %7, i32 8
  store ptr getelementptr inbounds inrange(-8, 12) ({ [6 x ptr], [5 x ptr] }, ptr @_ZTV1D, i32 0, i32 1, i32 2), ptr %11, align 4
  %12 = getelementptr inbounds %struct.D, ptr %7, i32 0, i32 2
  %13 = load i32, ptr %4, align 4
  store i32 %13, ptr %12, align 4
  %14 = load i32, ptr %4, align 4
  %15 = mul nsw i32 10, %14
  %16 = getelementptr inbounds %struct.A, ptr %7, i32 0, i32 1
  store i32 %15, ptr %16, align 4
  %17 = load i32, ptr %4, align 4
  %18 = mul nsw i32 20, %17
  %19 = getelementptr inbounds i8, ptr %7, i32 8
  %20 = getelementptr inbounds %struct.B, ptr %19, i32 0, i32 1
  store i32 %18, ptr %20, align 4
  %21 = load i32, ptr %4, align 4
  %22 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %21)
          to label %23 unwind label %24

23:                                               ; preds = %2
  ret ptr %7

24:                                               ; preds = %2
  %25 = landingpad { ptr, i32 }
          cleanup
  %26 = extractvalue { ptr, i32 } %25, 0
  store ptr %26, ptr %5, align 4
  %27 = extractvalue { ptr, i32 } %25, 1
  store i32 %27, ptr %6, align 4
  %28 = getelementptr inbounds i8, ptr %7, i32 8
  %29 = call noundef ptr @_ZN1BD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %28) #9
  %30 = call noundef ptr @_ZN1AD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %7) #9
  br label %31

31:                                               ; preds = %24
  %32 = load ptr, ptr %5, align 4
  %33 = load i32, ptr %6, align 4
  %34 = insertvalue { ptr, i32 } poison, ptr %32, 0
  %35 = insertvalue { ptr, i32 } %34, i32 %33, 1
  resume { ptr, i32 } %35
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZN1AC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  store ptr getelementptr inbounds inrange(-8, 12) ({ [5 x ptr] }, ptr @_ZTV1A, i32 0, i32 0, i32 2), ptr %3, align 4
  %4 = getelementptr inbounds %struct.A, ptr %3, i32 0, i32 1
  store i32 1, ptr %4, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZN1BC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  store ptr getelementptr inbounds inrange(-8, 12) ({ [5 x ptr] }, ptr @_ZTV1B, i32 0, i32 0, i32 2), ptr %3, align 4
  %4 = getelementptr inbounds %struct.B, ptr %3, i32 0, i32 1
  store i32 2, ptr %4, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZN1BD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZN1AD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr void @_ZN1DD0Ev(ptr noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #2 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN1DD1Ev(ptr noundef nonnull align 4 dereferenceable(20) %3) #9
  call void @_ZdlPv(ptr noundef %3) #12
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZNK1D4whoAEv(ptr noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #2 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret ptr @.str.10
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZNK1D4whoBEv(ptr noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #2 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret ptr @.str.11
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef ptr @_ZThn8_N1DD1Ev(ptr noundef %0) unnamed_addr #6 align 2 {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  %4 = load ptr, ptr %3, align 4
  store ptr %4, ptr %2, align 4
  %5 = getelementptr inbounds i8, ptr %4, i32 -8
  %6 = tail call noundef ptr @_ZN1DD1Ev(ptr noundef nonnull align 4 dereferenceable(20) %5) #9
  ret ptr undef
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr void @_ZThn8_N1DD0Ev(ptr noundef %0) unnamed_addr #6 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds i8, ptr %3, i32 -8
  tail call void @_ZN1DD0Ev(ptr noundef nonnull align 4 dereferenceable(20) %4) #9
  ret void
}

; Function Attrs: noinline optnone
define linkonce_odr noundef ptr @_ZThn8_NK1D4whoBEv(ptr noundef %0) unnamed_addr #7 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds i8, ptr %3, i32 -8
  %5 = tail call noundef ptr @_ZNK1D4whoBEv(ptr noundef nonnull align 4 dereferenceable(20) %4)
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZN1AD1Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN1AD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #9
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr void @_ZN1AD0Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN1AD1Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #9
  call void @_ZdlPv(ptr noundef %3) #12
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZNK1A4whoAEv(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret ptr @.str.8
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(ptr noundef) #8

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZN1BD1Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN1BD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #9
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr void @_ZN1BD0Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN1BD1Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #9
  call void @_ZdlPv(ptr noundef %3) #12
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZNK1B4whoBEv(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret ptr @.str.9
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZN1DD2Ev(ptr noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #2 align 2 personality ptr @__gxx_personality_sj0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  store ptr getelementptr inbounds inrange(-8, 16) ({ [6 x ptr], [5 x ptr] }, ptr @_ZTV1D, i32 0, i32 0, i32 2), ptr %3, align 4
  %4 = getelementptr inbounds i8, ptr %3, i32 8
  store ptr getelementptr inbounds inrange(-8, 12) ({ [6 x ptr], [5 x ptr] }, ptr @_ZTV1D, i32 0, i32 1, i32 2), ptr %4, align 4
  %5 = getelementptr inbounds %struct.D, ptr %3, i32 0, i32 2
  %6 = load i32, ptr %5, align 4
  %7 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %6)
          to label %8 unwind label %12

8:                                                ; preds = %1
  %9 = getelementptr inbounds i8, ptr %3, i32 8
  %10 = call noundef ptr @_ZN1BD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %9) #9
  %11 = call noundef ptr @_ZN1AD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #9
  ret ptr %3

12:                                               ; preds = %1
  %13 = landingpad { ptr, i32 }
          catch ptr null
  %14 = extractvalue { ptr, i32 } %13, 0
  call void @__clang_call_terminate(ptr %14) #11
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr noundef ptr @_ZN1DC2ERKS_(ptr noundef nonnull align 4 dereferenceable(20) %0, ptr noundef nonnull align 4 dereferenceable(20) %1) unnamed_addr #1 align 2 personality ptr @__gxx_personality_sj0 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  %5 = alloca ptr, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  %7 = load ptr, ptr %3, align 4
  %8 = load ptr, ptr %4, align 4
  %9 = call noundef ptr @_ZN1AC2ERKS_(ptr noundef nonnull align 4 dereferenceable(8) %7, ptr noundef nonnull align 4 dereferenceable(8) %8) #9
  %10 = getelementptr inbounds i8, ptr %7, i32 8
  %11 = load ptr, ptr %4, align 4
  %12 = getelementptr inbounds i8, ptr %11, i32 8
  %13 = call noundef ptr @_ZN1BC2ERKS_(ptr noundef nonnull align 4 dereferenceable(8) %10, ptr noundef nonnull align 4 dereferenceable(8) %12) #9
  store ptr getelementptr inbounds inrange(-8, 16) ({ [6 x ptr], [5 x ptr] }, ptr @_ZTV1D, i32 0, i32 0, i32 2), ptr %7, align 4
  %14 = getelementptr inbounds i8, ptr %7, i32 8
  store ptr getelementptr inbounds inrange(-8, 12) ({ [6 x ptr], [5 x ptr] }, ptr @_ZTV1D, i32 0, i32 1, i32 2), ptr %14, align 4
  %15 = getelementptr inbounds %struct.D, ptr %7, i32 0, i32 2
  %16 = load ptr, ptr %4, align 4
  %17 = getelementptr inbounds %struct.D, ptr %16, i32 0, i32 2
  %18 = load i32, ptr %17, align 4
  store i32 %18, ptr %15, align 4
  %19 = getelementptr inbounds %struct.D, ptr %7, i32 0, i32 2
  %20 = load i32, ptr %19, align 4
  %21 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.13, i32 noundef %20)
          to label %22 unwind label %23

22:                                               ; preds = %2
  ret ptr %7

23:                                               ; preds = %2
  %24 = landingpad { ptr, i32 }
          cleanup
  %25 = extractvalue { ptr, i32 } %24, 0
  store ptr %25, ptr %5, align 4
  %26 = extractvalue { ptr, i32 } %24, 1
  store i32 %26, ptr %6, align 4
  %27 = getelementptr inbounds i8, ptr %7, i32 8
  %28 = call noundef ptr @_ZN1BD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %27) #9
  %29 = call noundef ptr @_ZN1AD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %7) #9
  br label %30

30:                                               ; preds = %23
  %31 = load ptr, ptr %5, align 4
  %32 = load i32, ptr %6, align 4
  %33 = insertvalue { ptr, i32 } poison, ptr %31, 0
  %34 = insertvalue { ptr, i32 } %33, i32 %32, 1
  resume { ptr, i32 } %34
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZN1AC2ERKS_(ptr noundef nonnull align 4 dereferenceable(8) %0, ptr noundef nonnull align 4 dereferenceable(8) %1) unnamed_addr #2 align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  store ptr getelementptr inbounds inrange(-8, 12) ({ [5 x ptr] }, ptr @_ZTV1A, i32 0, i32 0, i32 2), ptr %5, align 4
  %6 = getelementptr inbounds %struct.A, ptr %5, i32 0, i32 1
  %7 = load ptr, ptr %4, align 4
  %8 = getelementptr inbounds %struct.A, ptr %7, i32 0, i32 1
  %9 = load i32, ptr %8, align 4
  store i32 %9, ptr %6, align 4
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZN1BC2ERKS_(ptr noundef nonnull align 4 dereferenceable(8) %0, ptr noundef nonnull align 4 dereferenceable(8) %1) unnamed_addr #2 align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  store ptr getelementptr inbounds inrange(-8, 12) ({ [5 x ptr] }, ptr @_ZTV1B, i32 0, i32 0, i32 2), ptr %5, align 4
  %6 = getelementptr inbounds %struct.B, ptr %5, i32 0, i32 1
  %7 = load ptr, ptr %4, align 4
  %8 = getelementptr inbounds %struct.B, ptr %7, i32 0, i32 1
  %9 = load i32, ptr %8, align 4
  store i32 %9, ptr %6, align 4
  ret ptr %5
}

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { mustprogress noinline optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { nounwind memory(none) }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { noinline noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #6 = { noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #7 = { noinline optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #8 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #9 = { nounwind }
attributes #10 = { noreturn }
attributes #11 = { noreturn nounwind }
attributes #12 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
