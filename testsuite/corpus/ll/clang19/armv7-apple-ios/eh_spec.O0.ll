; ModuleID = 'eh_spec.cpp'
source_filename = "eh_spec.cpp"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

%class.anon = type { ptr }
%struct.Fragile = type { i32 }
%struct.Scope = type { ptr }

@_ZL6allocs = internal global i32 0, align 4
@_ZL5frees = internal global i32 0, align 4
@_ZN7Fragile6budgetE = global i32 0, align 4
@_ZTIPKc = external constant ptr
@.str = private unnamed_addr constant [15 x i8] c"unexpected %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [30 x i8] c"caught %s allocs=%d frees=%d\0A\00", align 1
@_ZTIi = external constant ptr
@.str.2 = private unnamed_addr constant [54 x i8] c"array failed at budget %d ctors=%d dtors=%d frees=%d\0A\00", align 1
@_ZL5ctors = internal global i32 0, align 4
@_ZL5dtors = internal global i32 0, align 4
@.str.3 = private unnamed_addr constant [15 x i8] c"spec threw %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [27 x i8] c"ok=%d nothing=%d never=%d\0A\00", align 1
@.str.5 = private unnamed_addr constant [43 x i8] c"as short %d, as long long %d, mismatch %d\0A\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS7Fragile = linkonce_odr constant [9 x i8] c"7Fragile\00", align 1
@_ZTI7Fragile = linkonce_odr constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS7Fragile }, align 4
@.str.6 = private unnamed_addr constant [26 x i8] c"lambda threw Fragile(%d)\0A\00", align 1
@.str.7 = private unnamed_addr constant [18 x i8] c"layered(%d) = %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [50 x i8] c"final allocs=%d frees=%d ctors=%d dtors=%d ok=%d\0A\00", align 1
@.str.9 = private unnamed_addr constant [8 x i8] c"unlucky\00", align 1
@_ZTIs = external constant ptr
@_ZTIx = external constant ptr
@.str.10 = private unnamed_addr constant [6 x i8] c"outer\00", align 1
@.str.11 = private unnamed_addr constant [7 x i8] c"middle\00", align 1
@.str.12 = private unnamed_addr constant [6 x i8] c"inner\00", align 1
@.str.13 = private unnamed_addr constant [8 x i8] c"handler\00", align 1
@.str.14 = private unnamed_addr constant [12 x i8] c"  leave %s\0A\00", align 1

; Function Attrs: mustprogress nobuiltin noinline optnone ssp allocsize(0)
define noundef nonnull ptr @_Znwm(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr @_ZL6allocs, align 4
  %4 = add nsw i32 %3, 1
  store i32 %4, ptr @_ZL6allocs, align 4
  %5 = load i32, ptr %2, align 4
  %6 = call ptr @malloc(i32 noundef %5) #9
  ret ptr %6
}

; Function Attrs: allocsize(0)
declare ptr @malloc(i32 noundef) #1

; Function Attrs: mustprogress nobuiltin noinline optnone ssp allocsize(0)
define noundef nonnull ptr @_Znam(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr @_ZL6allocs, align 4
  %4 = add nsw i32 %3, 1
  store i32 %4, ptr @_ZL6allocs, align 4
  %5 = load i32, ptr %2, align 4
  %6 = call ptr @malloc(i32 noundef %5) #9
  ret ptr %6
}

; Function Attrs: mustprogress nobuiltin noinline nounwind optnone ssp
define void @_ZdlPv(ptr noundef %0) #2 personality ptr @__gxx_personality_sj0 {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 4
  %5 = load ptr, ptr %2, align 4
  %6 = icmp ne ptr %5, null
  br i1 %6, label %7, label %10

7:                                                ; preds = %1
  %8 = load i32, ptr @_ZL5frees, align 4
  %9 = add nsw i32 %8, 1
  store i32 %9, ptr @_ZL5frees, align 4
  br label %10

10:                                               ; preds = %7, %1
  %11 = load ptr, ptr %2, align 4
  invoke void @free(ptr noundef %11)
          to label %12 unwind label %13

12:                                               ; preds = %10
  ret void

13:                                               ; preds = %10
  %14 = landingpad { ptr, i32 }
          filter [0 x ptr] zeroinitializer
  %15 = extractvalue { ptr, i32 } %14, 0
  store ptr %15, ptr %3, align 4
  %16 = extractvalue { ptr, i32 } %14, 1
  store i32 %16, ptr %4, align 4
  br label %17

17:                                               ; preds = %13
  %18 = load ptr, ptr %3, align 4
  call void @__cxa_call_unexpected(ptr %18) #10
  unreachable
}

declare void @free(ptr noundef) #3

declare i32 @__gxx_personality_sj0(...)

declare void @__cxa_call_unexpected(ptr)

; Function Attrs: mustprogress nobuiltin noinline nounwind optnone ssp
define void @_ZdaPv(ptr noundef %0) #2 personality ptr @__gxx_personality_sj0 {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 4
  %5 = load ptr, ptr %2, align 4
  %6 = icmp ne ptr %5, null
  br i1 %6, label %7, label %10

7:                                                ; preds = %1
  %8 = load i32, ptr @_ZL5frees, align 4
  %9 = add nsw i32 %8, 1
  store i32 %9, ptr @_ZL5frees, align 4
  br label %10

10:                                               ; preds = %7, %1
  %11 = load ptr, ptr %2, align 4
  invoke void @free(ptr noundef %11)
          to label %12 unwind label %13

12:                                               ; preds = %10
  ret void

13:                                               ; preds = %10
  %14 = landingpad { ptr, i32 }
          filter [0 x ptr] zeroinitializer
  %15 = extractvalue { ptr, i32 } %14, 0
  store ptr %15, ptr %3, align 4
  %16 = extractvalue { ptr, i32 } %14, 1
  store i32 %16, ptr %4, align 4
  br label %17

17:                                               ; preds = %13
  %18 = load ptr, ptr %3, align 4
  call void @__cxa_call_unexpected(ptr %18) #10
  unreachable
}

; Function Attrs: mustprogress noinline norecurse optnone ssp
define noundef i32 @main() #4 personality ptr @__gxx_personality_sj0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  %6 = alloca ptr, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca %class.anon, align 4
  %12 = alloca i32, align 4
  %13 = alloca ptr, align 4
  %14 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %15 = invoke noalias noundef nonnull ptr @_Znwm(i32 noundef 4) #11
          to label %16 unwind label %24

16:                                               ; preds = %0
  %17 = invoke noundef ptr @_ZN7FragileC1Ei(ptr noundef nonnull align 4 dereferenceable(4) %15, i32 noundef 13)
          to label %18 unwind label %28

18:                                               ; preds = %16
  store ptr %15, ptr %2, align 4
  %19 = load ptr, ptr %2, align 4
  %20 = getelementptr inbounds %struct.Fragile, ptr %19, i32 0, i32 0
  %21 = load i32, ptr %20, align 4
  %22 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %21)
          to label %23 unwind label %24

23:                                               ; preds = %18
  br label %44

24:                                               ; preds = %18, %0
  %25 = landingpad { ptr, i32 }
          catch ptr @_ZTIPKc
  %26 = extractvalue { ptr, i32 } %25, 0
  store ptr %26, ptr %3, align 4
  %27 = extractvalue { ptr, i32 } %25, 1
  store i32 %27, ptr %4, align 4
  br label %32

28:                                               ; preds = %16
  %29 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIPKc
  %30 = extractvalue { ptr, i32 } %29, 0
  store ptr %30, ptr %3, align 4
  %31 = extractvalue { ptr, i32 } %29, 1
  store i32 %31, ptr %4, align 4
  call void @_ZdlPv(ptr noundef %15) #12
  br label %32

32:                                               ; preds = %28, %24
  %33 = load i32, ptr %4, align 4
  %34 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIPKc) #13
  %35 = icmp eq i32 %33, %34
  br i1 %35, label %36, label %202

36:                                               ; preds = %32
  %37 = load ptr, ptr %3, align 4
  %38 = call ptr @__cxa_begin_catch(ptr %37) #13
  store ptr %38, ptr %5, align 4
  %39 = load ptr, ptr %5, align 4
  %40 = load i32, ptr @_ZL6allocs, align 4
  %41 = load i32, ptr @_ZL5frees, align 4
  %42 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, ptr noundef %39, i32 noundef %40, i32 noundef %41)
          to label %43 unwind label %72

43:                                               ; preds = %36
  call void @__cxa_end_catch() #13
  br label %44

44:                                               ; preds = %43, %23
  store i32 3, ptr @_ZN7Fragile6budgetE, align 4
  %45 = invoke noalias noundef nonnull ptr @_Znam(i32 noundef 28) #11
          to label %46 unwind label %76

46:                                               ; preds = %44
  store i32 4, ptr %45, align 4
  %47 = getelementptr inbounds i32, ptr %45, i32 1
  store i32 5, ptr %47, align 4
  %48 = getelementptr inbounds i8, ptr %45, i32 8
  %49 = getelementptr inbounds %struct.Fragile, ptr %48, i32 5
  br label %50

50:                                               ; preds = %53, %46
  %51 = phi ptr [ %48, %46 ], [ %54, %53 ]
  %52 = invoke noundef ptr @_ZN7FragileC1Ev(ptr noundef nonnull align 4 dereferenceable(4) %51)
          to label %53 unwind label %80

53:                                               ; preds = %50
  %54 = getelementptr inbounds %struct.Fragile, ptr %51, i32 1
  %55 = icmp eq ptr %54, %49
  br i1 %55, label %56, label %50

56:                                               ; preds = %53
  store ptr %48, ptr %6, align 4
  %57 = load ptr, ptr %6, align 4
  %58 = icmp eq ptr %57, null
  br i1 %58, label %71, label %59

59:                                               ; preds = %56
  %60 = getelementptr inbounds i8, ptr %57, i32 -8
  %61 = getelementptr inbounds i8, ptr %60, i32 4
  %62 = load i32, ptr %61, align 4
  %63 = getelementptr inbounds %struct.Fragile, ptr %57, i32 %62
  %64 = icmp eq ptr %57, %63
  br i1 %64, label %70, label %65

65:                                               ; preds = %65, %59
  %66 = phi ptr [ %63, %59 ], [ %67, %65 ]
  %67 = getelementptr inbounds %struct.Fragile, ptr %66, i32 -1
  %68 = call noundef ptr @_ZN7FragileD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %67) #13
  %69 = icmp eq ptr %67, %57
  br i1 %69, label %70, label %65

70:                                               ; preds = %65, %59
  call void @_ZdaPv(ptr noundef %60) #12
  br label %71

71:                                               ; preds = %70, %56
  br label %105

72:                                               ; preds = %36
  %73 = landingpad { ptr, i32 }
          cleanup
  %74 = extractvalue { ptr, i32 } %73, 0
  store ptr %74, ptr %3, align 4
  %75 = extractvalue { ptr, i32 } %73, 1
  store i32 %75, ptr %4, align 4
  call void @__cxa_end_catch() #13
  br label %202

76:                                               ; preds = %44
  %77 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
  %78 = extractvalue { ptr, i32 } %77, 0
  store ptr %78, ptr %3, align 4
  %79 = extractvalue { ptr, i32 } %77, 1
  store i32 %79, ptr %4, align 4
  br label %91

80:                                               ; preds = %50
  %81 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %82 = extractvalue { ptr, i32 } %81, 0
  store ptr %82, ptr %3, align 4
  %83 = extractvalue { ptr, i32 } %81, 1
  store i32 %83, ptr %4, align 4
  %84 = icmp eq ptr %48, %51
  br i1 %84, label %90, label %85

85:                                               ; preds = %85, %80
  %86 = phi ptr [ %51, %80 ], [ %87, %85 ]
  %87 = getelementptr inbounds %struct.Fragile, ptr %86, i32 -1
  %88 = call noundef ptr @_ZN7FragileD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %87) #13
  %89 = icmp eq ptr %87, %48
  br i1 %89, label %90, label %85

90:                                               ; preds = %85, %80
  call void @_ZdaPv(ptr noundef %45) #12
  br label %91

91:                                               ; preds = %90, %76
  %92 = load i32, ptr %4, align 4
  %93 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #13
  %94 = icmp eq i32 %92, %93
  br i1 %94, label %95, label %202

95:                                               ; preds = %91
  %96 = load ptr, ptr %3, align 4
  %97 = call ptr @__cxa_begin_catch(ptr %96) #13
  %98 = load i32, ptr %97, align 4
  store i32 %98, ptr %7, align 4
  %99 = load i32, ptr %7, align 4
  %100 = load i32, ptr @_ZL5ctors, align 4
  %101 = load i32, ptr @_ZL5dtors, align 4
  %102 = load i32, ptr @_ZL5frees, align 4
  %103 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %99, i32 noundef %100, i32 noundef %101, i32 noundef %102)
          to label %104 unwind label %115

104:                                              ; preds = %95
  call void @__cxa_end_catch() #13
  br label %105

105:                                              ; preds = %104, %71
  store i32 0, ptr %8, align 4
  store i32 0, ptr %9, align 4
  br label %106

106:                                              ; preds = %135, %105
  %107 = load i32, ptr %9, align 4
  %108 = icmp slt i32 %107, 5
  br i1 %108, label %109, label %142

109:                                              ; preds = %106
  %110 = load i32, ptr %9, align 4
  %111 = invoke noundef i32 @_ZL9only_intsi(i32 noundef %110)
          to label %112 unwind label %119

112:                                              ; preds = %109
  %113 = load i32, ptr %8, align 4
  %114 = add nsw i32 %113, %111
  store i32 %114, ptr %8, align 4
  br label %134

115:                                              ; preds = %95
  %116 = landingpad { ptr, i32 }
          cleanup
  %117 = extractvalue { ptr, i32 } %116, 0
  store ptr %117, ptr %3, align 4
  %118 = extractvalue { ptr, i32 } %116, 1
  store i32 %118, ptr %4, align 4
  call void @__cxa_end_catch() #13
  br label %202

119:                                              ; preds = %109
  %120 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
  %121 = extractvalue { ptr, i32 } %120, 0
  store ptr %121, ptr %3, align 4
  %122 = extractvalue { ptr, i32 } %120, 1
  store i32 %122, ptr %4, align 4
  br label %123

123:                                              ; preds = %119
  %124 = load i32, ptr %4, align 4
  %125 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #13
  %126 = icmp eq i32 %124, %125
  br i1 %126, label %127, label %202

127:                                              ; preds = %123
  %128 = load ptr, ptr %3, align 4
  %129 = call ptr @__cxa_begin_catch(ptr %128) #13
  %130 = load i32, ptr %129, align 4
  store i32 %130, ptr %10, align 4
  %131 = load i32, ptr %10, align 4
  %132 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %131)
          to label %133 unwind label %138

133:                                              ; preds = %127
  call void @__cxa_end_catch() #13
  br label %134

134:                                              ; preds = %133, %112
  br label %135

135:                                              ; preds = %134
  %136 = load i32, ptr %9, align 4
  %137 = add nsw i32 %136, 1
  store i32 %137, ptr %9, align 4
  br label %106, !llvm.loop !5

138:                                              ; preds = %127
  %139 = landingpad { ptr, i32 }
          cleanup
  %140 = extractvalue { ptr, i32 } %139, 0
  store ptr %140, ptr %3, align 4
  %141 = extractvalue { ptr, i32 } %139, 1
  store i32 %141, ptr %4, align 4
  call void @__cxa_end_catch() #13
  br label %202

142:                                              ; preds = %106
  %143 = load i32, ptr %8, align 4
  %144 = call noundef i32 @_ZL7nothingi(i32 noundef 1) #13
  %145 = call noundef i32 @_ZL5neveri(i32 noundef 1) #13
  %146 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %143, i32 noundef %144, i32 noundef %145)
  %147 = call noundef i32 @_ZL8catch_asIsEiPFviEi(ptr noundef @_ZL11throw_shorti, i32 noundef 7)
  %148 = call noundef i32 @_ZL8catch_asIxEiPFviEi(ptr noundef @_ZL10throw_longi, i32 noundef 3)
  %149 = call noundef i32 @_ZL8catch_asIiEiPFviEi(ptr noundef @_ZL11throw_shorti, i32 noundef 1)
  %150 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %147, i32 noundef %148, i32 noundef %149)
  %151 = getelementptr inbounds %class.anon, ptr %11, i32 0, i32 0
  store ptr %8, ptr %151, align 4
  store i32 0, ptr %12, align 4
  br label %152

152:                                              ; preds = %175, %142
  %153 = load i32, ptr %12, align 4
  %154 = icmp slt i32 %153, 4
  br i1 %154, label %155, label %183

155:                                              ; preds = %152
  %156 = load i32, ptr %12, align 4
  invoke void @"_ZZ4mainENK3$_0clEi"(ptr noundef nonnull align 4 dereferenceable(4) %11, i32 noundef %156)
          to label %157 unwind label %158

157:                                              ; preds = %155
  br label %174

158:                                              ; preds = %155
  %159 = landingpad { ptr, i32 }
          catch ptr @_ZTI7Fragile
  %160 = extractvalue { ptr, i32 } %159, 0
  store ptr %160, ptr %3, align 4
  %161 = extractvalue { ptr, i32 } %159, 1
  store i32 %161, ptr %4, align 4
  br label %162

162:                                              ; preds = %158
  %163 = load i32, ptr %4, align 4
  %164 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI7Fragile) #13
  %165 = icmp eq i32 %163, %164
  br i1 %165, label %166, label %202

166:                                              ; preds = %162
  %167 = load ptr, ptr %3, align 4
  %168 = call ptr @__cxa_begin_catch(ptr %167) #13
  store ptr %168, ptr %13, align 4
  %169 = load ptr, ptr %13, align 4
  %170 = getelementptr inbounds %struct.Fragile, ptr %169, i32 0, i32 0
  %171 = load i32, ptr %170, align 4
  %172 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %171)
          to label %173 unwind label %178

173:                                              ; preds = %166
  call void @__cxa_end_catch()
  br label %174

174:                                              ; preds = %173, %157
  br label %175

175:                                              ; preds = %174
  %176 = load i32, ptr %12, align 4
  %177 = add nsw i32 %176, 1
  store i32 %177, ptr %12, align 4
  br label %152, !llvm.loop !7

178:                                              ; preds = %166
  %179 = landingpad { ptr, i32 }
          cleanup
  %180 = extractvalue { ptr, i32 } %179, 0
  store ptr %180, ptr %3, align 4
  %181 = extractvalue { ptr, i32 } %179, 1
  store i32 %181, ptr %4, align 4
  invoke void @__cxa_end_catch()
          to label %182 unwind label %207

182:                                              ; preds = %178
  br label %202

183:                                              ; preds = %152
  store i32 0, ptr %14, align 4
  br label %184

184:                                              ; preds = %192, %183
  %185 = load i32, ptr %14, align 4
  %186 = icmp slt i32 %185, 3
  br i1 %186, label %187, label %195

187:                                              ; preds = %184
  %188 = load i32, ptr %14, align 4
  %189 = load i32, ptr %14, align 4
  %190 = call noundef i32 @_ZL7layeredi(i32 noundef %189)
  %191 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %188, i32 noundef %190)
  br label %192

192:                                              ; preds = %187
  %193 = load i32, ptr %14, align 4
  %194 = add nsw i32 %193, 1
  store i32 %194, ptr %14, align 4
  br label %184, !llvm.loop !8

195:                                              ; preds = %184
  %196 = load i32, ptr @_ZL6allocs, align 4
  %197 = load i32, ptr @_ZL5frees, align 4
  %198 = load i32, ptr @_ZL5ctors, align 4
  %199 = load i32, ptr @_ZL5dtors, align 4
  %200 = load i32, ptr %8, align 4
  %201 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %196, i32 noundef %197, i32 noundef %198, i32 noundef %199, i32 noundef %200)
  ret i32 0

202:                                              ; preds = %182, %162, %138, %123, %115, %91, %72, %32
  %203 = load ptr, ptr %3, align 4
  %204 = load i32, ptr %4, align 4
  %205 = insertvalue { ptr, i32 } poison, ptr %203, 0
  %206 = insertvalue { ptr, i32 } %205, i32 %204, 1
  resume { ptr, i32 } %206

207:                                              ; preds = %178
  %208 = landingpad { ptr, i32 }
          catch ptr null
  %209 = extractvalue { ptr, i32 } %208, 0
  call void @__clang_call_terminate(ptr %209) #14
  unreachable
}

; Function Attrs: mustprogress noinline optnone ssp
define linkonce_odr noundef ptr @_ZN7FragileC1Ei(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #5 align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = call noundef ptr @_ZN7FragileC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %5, i32 noundef %6)
  ret ptr %5
}

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #6

declare ptr @__cxa_begin_catch(ptr)

declare void @__cxa_end_catch()

; Function Attrs: mustprogress noinline optnone ssp
define linkonce_odr noundef ptr @_ZN7FragileC1Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #5 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN7FragileC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3)
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef ptr @_ZN7FragileD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #7 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN7FragileD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #13
  ret ptr %3
}

; Function Attrs: mustprogress noinline optnone ssp
define internal noundef i32 @_ZL9only_intsi(i32 noundef %0) #5 personality ptr @__gxx_personality_sj0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %5 = load i32, ptr %2, align 4
  %6 = icmp sgt i32 %5, 2
  br i1 %6, label %7, label %20

7:                                                ; preds = %1
  %8 = call ptr @__cxa_allocate_exception(i32 4) #13
  %9 = load i32, ptr %2, align 4
  %10 = mul nsw i32 %9, 2
  store i32 %10, ptr %8, align 8
  invoke void @__cxa_throw(ptr %8, ptr @_ZTIi, ptr null) #10
          to label %27 unwind label %11

11:                                               ; preds = %7
  %12 = landingpad { ptr, i32 }
          filter [1 x ptr] [ptr @_ZTIi]
  %13 = extractvalue { ptr, i32 } %12, 0
  store ptr %13, ptr %3, align 4
  %14 = extractvalue { ptr, i32 } %12, 1
  store i32 %14, ptr %4, align 4
  br label %15

15:                                               ; preds = %11
  %16 = load i32, ptr %4, align 4
  %17 = icmp slt i32 %16, 0
  br i1 %17, label %18, label %22

18:                                               ; preds = %15
  %19 = load ptr, ptr %3, align 4
  call void @__cxa_call_unexpected(ptr %19) #10
  unreachable

20:                                               ; preds = %1
  %21 = load i32, ptr %2, align 4
  ret i32 %21

22:                                               ; preds = %15
  %23 = load ptr, ptr %3, align 4
  %24 = load i32, ptr %4, align 4
  %25 = insertvalue { ptr, i32 } poison, ptr %23, 0
  %26 = insertvalue { ptr, i32 } %25, i32 %24, 1
  resume { ptr, i32 } %26

27:                                               ; preds = %7
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define internal noundef i32 @_ZL7nothingi(i32 noundef %0) #7 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = add nsw i32 %3, 1
  ret i32 %4
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define internal noundef i32 @_ZL5neveri(i32 noundef %0) #7 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = sub nsw i32 %3, 1
  ret i32 %4
}

; Function Attrs: mustprogress noinline optnone ssp
define internal noundef i32 @_ZL8catch_asIsEiPFviEi(ptr noundef %0, i32 noundef %1) #5 personality ptr @__gxx_personality_sj0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 4
  %7 = alloca i32, align 4
  %8 = alloca i16, align 2
  store ptr %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  %9 = load ptr, ptr %4, align 4
  %10 = load i32, ptr %5, align 4
  invoke void %9(i32 noundef %10)
          to label %11 unwind label %12

11:                                               ; preds = %2
  br label %29

12:                                               ; preds = %2
  %13 = landingpad { ptr, i32 }
          catch ptr @_ZTIs
          catch ptr null
  %14 = extractvalue { ptr, i32 } %13, 0
  store ptr %14, ptr %6, align 4
  %15 = extractvalue { ptr, i32 } %13, 1
  store i32 %15, ptr %7, align 4
  br label %16

16:                                               ; preds = %12
  %17 = load i32, ptr %7, align 4
  %18 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIs) #13
  %19 = icmp eq i32 %17, %18
  br i1 %19, label %20, label %26

20:                                               ; preds = %16
  %21 = load ptr, ptr %6, align 4
  %22 = call ptr @__cxa_begin_catch(ptr %21) #13
  %23 = load i16, ptr %22, align 2
  store i16 %23, ptr %8, align 2
  %24 = load i16, ptr %8, align 2
  %25 = sext i16 %24 to i32
  store i32 %25, ptr %3, align 4
  call void @__cxa_end_catch() #13
  br label %30

26:                                               ; preds = %16
  %27 = load ptr, ptr %6, align 4
  %28 = call ptr @__cxa_begin_catch(ptr %27) #13
  store i32 -1, ptr %3, align 4
  call void @__cxa_end_catch()
  br label %30

29:                                               ; preds = %11
  store i32 0, ptr %3, align 4
  br label %30

30:                                               ; preds = %29, %20, %26
  %31 = load i32, ptr %3, align 4
  ret i32 %31
}

; Function Attrs: mustprogress noinline optnone ssp
define internal void @_ZL11throw_shorti(i32 noundef %0) #5 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = call ptr @__cxa_allocate_exception(i32 2) #13
  %4 = load i32, ptr %2, align 4
  %5 = trunc i32 %4 to i16
  store i16 %5, ptr %3, align 8
  call void @__cxa_throw(ptr %3, ptr @_ZTIs, ptr null) #10
  unreachable
}

; Function Attrs: mustprogress noinline optnone ssp
define internal noundef i32 @_ZL8catch_asIxEiPFviEi(ptr noundef %0, i32 noundef %1) #5 personality ptr @__gxx_personality_sj0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 4
  %7 = alloca i32, align 4
  %8 = alloca i64, align 8
  store ptr %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  %9 = load ptr, ptr %4, align 4
  %10 = load i32, ptr %5, align 4
  invoke void %9(i32 noundef %10)
          to label %11 unwind label %12

11:                                               ; preds = %2
  br label %29

12:                                               ; preds = %2
  %13 = landingpad { ptr, i32 }
          catch ptr @_ZTIx
          catch ptr null
  %14 = extractvalue { ptr, i32 } %13, 0
  store ptr %14, ptr %6, align 4
  %15 = extractvalue { ptr, i32 } %13, 1
  store i32 %15, ptr %7, align 4
  br label %16

16:                                               ; preds = %12
  %17 = load i32, ptr %7, align 4
  %18 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIx) #13
  %19 = icmp eq i32 %17, %18
  br i1 %19, label %20, label %26

20:                                               ; preds = %16
  %21 = load ptr, ptr %6, align 4
  %22 = call ptr @__cxa_begin_catch(ptr %21) #13
  %23 = load i64, ptr %22, align 4
  store i64 %23, ptr %8, align 8
  %24 = load i64, ptr %8, align 8
  %25 = trunc i64 %24 to i32
  store i32 %25, ptr %3, align 4
  call void @__cxa_end_catch() #13
  br label %30

26:                                               ; preds = %16
  %27 = load ptr, ptr %6, align 4
  %28 = call ptr @__cxa_begin_catch(ptr %27) #13
  store i32 -1, ptr %3, align 4
  call void @__cxa_end_catch()
  br label %30

29:                                               ; preds = %11
  store i32 0, ptr %3, align 4
  br label %30

30:                                               ; preds = %29, %20, %26
  %31 = load i32, ptr %3, align 4
  ret i32 %31
}

; Function Attrs: mustprogress noinline optnone ssp
define internal void @_ZL10throw_longi(i32 noundef %0) #5 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = call ptr @__cxa_allocate_exception(i32 8) #13
  %4 = load i32, ptr %2, align 4
  %5 = sext i32 %4 to i64
  %6 = mul nsw i64 %5, 1000
  store i64 %6, ptr %3, align 8
  call void @__cxa_throw(ptr %3, ptr @_ZTIx, ptr null) #10
  unreachable
}

; Function Attrs: mustprogress noinline optnone ssp
define internal noundef i32 @_ZL8catch_asIiEiPFviEi(ptr noundef %0, i32 noundef %1) #5 personality ptr @__gxx_personality_sj0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  %9 = load ptr, ptr %4, align 4
  %10 = load i32, ptr %5, align 4
  invoke void %9(i32 noundef %10)
          to label %11 unwind label %12

11:                                               ; preds = %2
  br label %28

12:                                               ; preds = %2
  %13 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
          catch ptr null
  %14 = extractvalue { ptr, i32 } %13, 0
  store ptr %14, ptr %6, align 4
  %15 = extractvalue { ptr, i32 } %13, 1
  store i32 %15, ptr %7, align 4
  br label %16

16:                                               ; preds = %12
  %17 = load i32, ptr %7, align 4
  %18 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #13
  %19 = icmp eq i32 %17, %18
  br i1 %19, label %20, label %25

20:                                               ; preds = %16
  %21 = load ptr, ptr %6, align 4
  %22 = call ptr @__cxa_begin_catch(ptr %21) #13
  %23 = load i32, ptr %22, align 4
  store i32 %23, ptr %8, align 4
  %24 = load i32, ptr %8, align 4
  store i32 %24, ptr %3, align 4
  call void @__cxa_end_catch() #13
  br label %29

25:                                               ; preds = %16
  %26 = load ptr, ptr %6, align 4
  %27 = call ptr @__cxa_begin_catch(ptr %26) #13
  store i32 -1, ptr %3, align 4
  call void @__cxa_end_catch()
  br label %29

28:                                               ; preds = %11
  store i32 0, ptr %3, align 4
  br label %29

29:                                               ; preds = %28, %20, %25
  %30 = load i32, ptr %3, align 4
  ret i32 %30
}

; Function Attrs: mustprogress noinline optnone ssp
define internal void @"_ZZ4mainENK3$_0clEi"(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) #5 align 2 personality ptr @__gxx_personality_sj0 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %7 = load ptr, ptr %3, align 4
  %8 = load i32, ptr %4, align 4
  %9 = and i32 %8, 1
  %10 = icmp ne i32 %9, 0
  br i1 %10, label %11, label %21

11:                                               ; preds = %2
  %12 = call ptr @__cxa_allocate_exception(i32 4) #13
  %13 = load i32, ptr %4, align 4
  %14 = mul nsw i32 %13, 3
  %15 = invoke noundef ptr @_ZN7FragileC1Ei(ptr noundef nonnull align 4 dereferenceable(4) %12, i32 noundef %14)
          to label %16 unwind label %17

16:                                               ; preds = %11
  call void @__cxa_throw(ptr %12, ptr @_ZTI7Fragile, ptr @_ZN7FragileD1Ev) #10
  unreachable

17:                                               ; preds = %11
  %18 = landingpad { ptr, i32 }
          cleanup
  %19 = extractvalue { ptr, i32 } %18, 0
  store ptr %19, ptr %5, align 4
  %20 = extractvalue { ptr, i32 } %18, 1
  store i32 %20, ptr %6, align 4
  call void @__cxa_free_exception(ptr %12) #13
  br label %27

21:                                               ; preds = %2
  %22 = load i32, ptr %4, align 4
  %23 = getelementptr inbounds %class.anon, ptr %7, i32 0, i32 0
  %24 = load ptr, ptr %23, align 4
  %25 = load i32, ptr %24, align 4
  %26 = add nsw i32 %25, %22
  store i32 %26, ptr %24, align 4
  ret void

27:                                               ; preds = %17
  %28 = load ptr, ptr %5, align 4
  %29 = load i32, ptr %6, align 4
  %30 = insertvalue { ptr, i32 } poison, ptr %28, 0
  %31 = insertvalue { ptr, i32 } %30, i32 %29, 1
  resume { ptr, i32 } %31
}

; Function Attrs: noinline noreturn nounwind ssp
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #8 {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #13
  call void @_ZSt9terminatev() #14
  unreachable
}

declare void @_ZSt9terminatev()

; Function Attrs: mustprogress noinline optnone ssp
define internal noundef i32 @_ZL7layeredi(i32 noundef %0) #5 personality ptr @__gxx_personality_sj0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca %struct.Scope, align 4
  %5 = alloca %struct.Scope, align 4
  %6 = alloca ptr, align 4
  %7 = alloca i32, align 4
  %8 = alloca %struct.Scope, align 4
  %9 = alloca i32, align 4
  %10 = alloca %struct.Scope, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %13 = call noundef ptr @_ZN5ScopeC1EPKc(ptr noundef nonnull align 4 dereferenceable(4) %4, ptr noundef @.str.10)
  %14 = invoke noundef ptr @_ZN5ScopeC1EPKc(ptr noundef nonnull align 4 dereferenceable(4) %5, ptr noundef @.str.11)
          to label %15 unwind label %23

15:                                               ; preds = %1
  %16 = invoke noundef ptr @_ZN5ScopeC1EPKc(ptr noundef nonnull align 4 dereferenceable(4) %8, ptr noundef @.str.12)
          to label %17 unwind label %27

17:                                               ; preds = %15
  %18 = load i32, ptr %3, align 4
  %19 = icmp sgt i32 %18, 0
  br i1 %19, label %20, label %52

20:                                               ; preds = %17
  %21 = call ptr @__cxa_allocate_exception(i32 4) #13
  %22 = load i32, ptr %3, align 4
  store i32 %22, ptr %21, align 8
  invoke void @__cxa_throw(ptr %21, ptr @_ZTIi, ptr null) #10
          to label %95 unwind label %31

23:                                               ; preds = %1
  %24 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %25 = extractvalue { ptr, i32 } %24, 0
  store ptr %25, ptr %6, align 4
  %26 = extractvalue { ptr, i32 } %24, 1
  store i32 %26, ptr %7, align 4
  br label %74

27:                                               ; preds = %15
  %28 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %29 = extractvalue { ptr, i32 } %28, 0
  store ptr %29, ptr %6, align 4
  %30 = extractvalue { ptr, i32 } %28, 1
  store i32 %30, ptr %7, align 4
  br label %36

31:                                               ; preds = %20
  %32 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %33 = extractvalue { ptr, i32 } %32, 0
  store ptr %33, ptr %6, align 4
  %34 = extractvalue { ptr, i32 } %32, 1
  store i32 %34, ptr %7, align 4
  %35 = call noundef ptr @_ZN5ScopeD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %8) #13
  br label %36

36:                                               ; preds = %31, %27
  %37 = load i32, ptr %7, align 4
  %38 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #13
  %39 = icmp eq i32 %37, %38
  br i1 %39, label %40, label %72

40:                                               ; preds = %36
  %41 = load ptr, ptr %6, align 4
  %42 = call ptr @__cxa_begin_catch(ptr %41) #13
  %43 = load i32, ptr %42, align 4
  store i32 %43, ptr %9, align 4
  %44 = invoke noundef ptr @_ZN5ScopeC1EPKc(ptr noundef nonnull align 4 dereferenceable(4) %10, ptr noundef @.str.13)
          to label %45 unwind label %54

45:                                               ; preds = %40
  %46 = load i32, ptr %9, align 4
  %47 = icmp sgt i32 %46, 1
  br i1 %47, label %48, label %63

48:                                               ; preds = %45
  %49 = call ptr @__cxa_allocate_exception(i32 4) #13
  %50 = load i32, ptr %9, align 4
  %51 = add nsw i32 %50, 10
  store i32 %51, ptr %49, align 8
  invoke void @__cxa_throw(ptr %49, ptr @_ZTIi, ptr null) #10
          to label %95 unwind label %58

52:                                               ; preds = %17
  %53 = call noundef ptr @_ZN5ScopeD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %8) #13
  br label %67

54:                                               ; preds = %40
  %55 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %56 = extractvalue { ptr, i32 } %55, 0
  store ptr %56, ptr %6, align 4
  %57 = extractvalue { ptr, i32 } %55, 1
  store i32 %57, ptr %7, align 4
  br label %66

58:                                               ; preds = %48
  %59 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %60 = extractvalue { ptr, i32 } %59, 0
  store ptr %60, ptr %6, align 4
  %61 = extractvalue { ptr, i32 } %59, 1
  store i32 %61, ptr %7, align 4
  %62 = call noundef ptr @_ZN5ScopeD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %10) #13
  br label %66

63:                                               ; preds = %45
  %64 = load i32, ptr %9, align 4
  store i32 %64, ptr %2, align 4
  store i32 1, ptr %11, align 4
  %65 = call noundef ptr @_ZN5ScopeD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %10) #13
  call void @__cxa_end_catch() #13
  br label %68

66:                                               ; preds = %58, %54
  call void @__cxa_end_catch() #13
  br label %72

67:                                               ; preds = %52
  store i32 0, ptr %11, align 4
  br label %68

68:                                               ; preds = %67, %63
  %69 = call noundef ptr @_ZN5ScopeD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %5) #13
  %70 = load i32, ptr %11, align 4
  switch i32 %70, label %85 [
    i32 0, label %71
  ]

71:                                               ; preds = %68
  br label %84

72:                                               ; preds = %66, %36
  %73 = call noundef ptr @_ZN5ScopeD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %5) #13
  br label %74

74:                                               ; preds = %72, %23
  %75 = load i32, ptr %7, align 4
  %76 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #13
  %77 = icmp eq i32 %75, %76
  br i1 %77, label %78, label %88

78:                                               ; preds = %74
  %79 = load ptr, ptr %6, align 4
  %80 = call ptr @__cxa_begin_catch(ptr %79) #13
  %81 = load i32, ptr %80, align 4
  store i32 %81, ptr %12, align 4
  %82 = load i32, ptr %12, align 4
  %83 = mul nsw i32 %82, 100
  store i32 %83, ptr %2, align 4
  store i32 1, ptr %11, align 4
  call void @__cxa_end_catch() #13
  br label %85

84:                                               ; preds = %71
  store i32 0, ptr %2, align 4
  store i32 1, ptr %11, align 4
  br label %85

85:                                               ; preds = %84, %78, %68
  %86 = call noundef ptr @_ZN5ScopeD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %4) #13
  %87 = load i32, ptr %2, align 4
  ret i32 %87

88:                                               ; preds = %74
  %89 = call noundef ptr @_ZN5ScopeD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %4) #13
  br label %90

90:                                               ; preds = %88
  %91 = load ptr, ptr %6, align 4
  %92 = load i32, ptr %7, align 4
  %93 = insertvalue { ptr, i32 } poison, ptr %91, 0
  %94 = insertvalue { ptr, i32 } %93, i32 %92, 1
  resume { ptr, i32 } %94

95:                                               ; preds = %48, %20
  unreachable
}

; Function Attrs: mustprogress noinline optnone ssp
define linkonce_odr noundef ptr @_ZN7FragileC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #5 align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = getelementptr inbounds %struct.Fragile, ptr %5, i32 0, i32 0
  %7 = load i32, ptr %4, align 4
  store i32 %7, ptr %6, align 4
  %8 = load i32, ptr %4, align 4
  %9 = icmp eq i32 %8, 13
  br i1 %9, label %10, label %12

10:                                               ; preds = %2
  %11 = call ptr @__cxa_allocate_exception(i32 4) #13
  store ptr @.str.9, ptr %11, align 8
  call void @__cxa_throw(ptr %11, ptr @_ZTIPKc, ptr null) #10
  unreachable

12:                                               ; preds = %2
  %13 = load i32, ptr @_ZL5ctors, align 4
  %14 = add nsw i32 %13, 1
  store i32 %14, ptr @_ZL5ctors, align 4
  ret ptr %5
}

declare ptr @__cxa_allocate_exception(i32)

declare void @__cxa_throw(ptr, ptr, ptr)

; Function Attrs: mustprogress noinline optnone ssp
define linkonce_odr noundef ptr @_ZN7FragileC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #5 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Fragile, ptr %3, i32 0, i32 0
  %5 = load i32, ptr @_ZN7Fragile6budgetE, align 4
  store i32 %5, ptr %4, align 4
  %6 = load i32, ptr @_ZN7Fragile6budgetE, align 4
  %7 = add nsw i32 %6, -1
  store i32 %7, ptr @_ZN7Fragile6budgetE, align 4
  %8 = icmp slt i32 %7, 0
  br i1 %8, label %9, label %12

9:                                                ; preds = %1
  %10 = call ptr @__cxa_allocate_exception(i32 4) #13
  %11 = load i32, ptr @_ZN7Fragile6budgetE, align 4
  store i32 %11, ptr %10, align 8
  call void @__cxa_throw(ptr %10, ptr @_ZTIi, ptr null) #10
  unreachable

12:                                               ; preds = %1
  %13 = load i32, ptr @_ZL5ctors, align 4
  %14 = add nsw i32 %13, 1
  store i32 %14, ptr @_ZL5ctors, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef ptr @_ZN7FragileD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #7 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = load i32, ptr @_ZL5dtors, align 4
  %5 = add nsw i32 %4, 1
  store i32 %5, ptr @_ZL5dtors, align 4
  ret ptr %3
}

declare void @__cxa_free_exception(ptr)

; Function Attrs: mustprogress noinline optnone ssp
define linkonce_odr noundef ptr @_ZN5ScopeC1EPKc(ptr noundef nonnull align 4 dereferenceable(4) %0, ptr noundef %1) unnamed_addr #5 align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = load ptr, ptr %4, align 4
  %7 = call noundef ptr @_ZN5ScopeC2EPKc(ptr noundef nonnull align 4 dereferenceable(4) %5, ptr noundef %6)
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef ptr @_ZN5ScopeD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #7 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN5ScopeD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #13
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef ptr @_ZN5ScopeC2EPKc(ptr noundef nonnull align 4 dereferenceable(4) %0, ptr noundef %1) unnamed_addr #7 align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = getelementptr inbounds %struct.Scope, ptr %5, i32 0, i32 0
  %7 = load ptr, ptr %4, align 4
  store ptr %7, ptr %6, align 4
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef ptr @_ZN5ScopeD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #7 align 2 personality ptr @__gxx_personality_sj0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Scope, ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 4
  %6 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.14, ptr noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret ptr %3

8:                                                ; preds = %1
  %9 = landingpad { ptr, i32 }
          catch ptr null
  %10 = extractvalue { ptr, i32 } %9, 0
  call void @__clang_call_terminate(ptr %10) #14
  unreachable
}

attributes #0 = { mustprogress nobuiltin noinline optnone ssp allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { mustprogress nobuiltin noinline nounwind optnone ssp "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { mustprogress noinline norecurse optnone ssp "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { mustprogress noinline optnone ssp "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #6 = { nounwind memory(none) }
attributes #7 = { mustprogress noinline nounwind optnone ssp "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #8 = { noinline noreturn nounwind ssp "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #9 = { allocsize(0) }
attributes #10 = { noreturn }
attributes #11 = { builtin allocsize(0) }
attributes #12 = { builtin nounwind }
attributes #13 = { nounwind }
attributes #14 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
